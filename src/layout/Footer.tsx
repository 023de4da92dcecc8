import { useShownLanguage, useSite, useWords } from "../language/shown-site.tsx";
import { fillWords } from "../language/fill-words.ts";
import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import type { NavLink } from "../manifest/site-manifest.generated.ts";
import { BrandMark } from "./BrandMark.tsx";
import { ContactList } from "./ContactList.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { SocialLinks } from "./social-icons.tsx";
import { WhatsAppLink } from "./WhatsAppLink.tsx";
import { RichText } from "../text/RichText.tsx";
import { Text } from "../text/Text.tsx";
import { plainText } from "../text/shown-text.ts";
import { Honeypot } from "../forms/Honeypot.tsx";
import { newsletterKept } from "../forms/newsletter-sign-up.ts";
import { newsletterPath } from "../forms/request-contract.ts";
import { pathInLanguage } from "../manifest/path-rules.ts";
import { usePathname } from "../routing/use-pathname.ts";

function LinkColumn({ title, links }: { title: TextValue; links: NavLink[] }) {
  return (
    <nav className="site-footer__column" aria-label={plainText(title)}>
      <h2 className="site-footer__title">
        <Text value={title} />
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>
              <Text value={link.label} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The newsletter box: where the clinic's server keeps the list (newsletter-sign-up.ts) a plain form that
 * sends the address with the page it was on (the answer is in that page's language, and leads back to
 * it), with the field only robots fill and what the list is for; elsewhere a box that posts nowhere.
 */
function NewsletterBox() {
  const site = useSite();
  const words = useWords();
  const { prefix } = useShownLanguage();
  // The page's own address, in its language: the answer is in that language and leads back to it.
  const page = pathInLanguage(usePathname() ?? "/", prefix);
  const { newsletter } = site.footer;
  const kept = newsletterKept(site.requests);
  const box = (
    <form className="newsletter" action={kept ? newsletterPath : "#"} method="post">
      {kept && <input type="hidden" name="page" value={page} />}
      <label htmlFor="newsletter-email" className="visually-hidden">
        <Text value={words.newsletterEmail} />
      </label>
      <input
        id="newsletter-email"
        name="email"
        type={kept ? "email" : "text"}
        placeholder={plainText(newsletter.placeholder)}
        {...(kept && { required: true, maxLength: 254, autoComplete: "email" })}
      />
      {kept && <Honeypot id="newsletter-website" label={words.leaveEmpty} hiddenBy="visually-hidden" />}
      <button type="submit" className="button">
        <Text value={newsletter.buttonLabel} />
      </button>
    </form>
  );
  if (!kept) return box;
  // A paragraph as the footer's others are, below the box: no style of its own on every page.
  return (
    <>
      {box}
      <p>
        <Text value={words.newsletterNotice} />
      </p>
    </>
  );
}

export function Footer() {
  const site = useSite();
  const words = useWords();
  const { footer } = site;
  const name = plainText(site.name);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section
          className="site-footer__column site-footer__about"
          aria-label={fillWords(plainText(words.aboutSite), { name })}
        >
          <p className="brand brand--footer">
            <BrandMark />
            <span className="brand__name">
              <Text value={site.name} />
            </span>
          </p>
          <p>
            <RichText text={footer.about} />
          </p>
          <SocialLinks links={site.social} owner={name} />
        </section>
        <LinkColumn title={words.quickLinks} links={footer.quickLinks} />
        <LinkColumn title={words.services} links={footer.serviceLinks} />
        <section className="site-footer__column" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            <Text value={words.contact} />
          </h2>
          <ContactList contact={site.contact} whatsapp={site.whatsapp} />
        </section>
        <section className="site-footer__column" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title" className="site-footer__title">
            <Text value={footer.newsletter.title} />
          </h2>
          <p>
            <Text value={footer.newsletter.text} />
          </p>
          <NewsletterBox />
        </section>
      </div>
      <p className="site-footer__copyright">
        <Text value={footer.copyright} />
      </p>
      {/* On phones a floating button, placed by CSS alone (styles/whatsapp.css); inside the
          footer's landmark for screen readers. */}
      {site.whatsapp && (
        <WhatsAppLink settings={site.whatsapp} contact={site.contact} className="whatsapp-float" iconOnly />
      )}
    </footer>
  );
}
