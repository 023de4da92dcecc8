import { useShownLanguage, useSite, useWords } from "../language/shown-site.tsx";
import { withoutTrailingSlash, languageOfPath, linkedPath, pathInLanguage } from "../manifest/path-rules.ts";
import { isPageLink } from "../manifest/link-kind.ts";
import { BrandMark } from "./BrandMark.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { Icon } from "../icons/Icon.tsx";
import { Text } from "../text/Text.tsx";
import { plainText } from "../text/shown-text.ts";
import { LanguageLinks } from "./LanguageSwitcher.tsx";
import { isMultilingual } from "../language/site-languages.ts";

/**
 * Whether a menu link leads to the page shown or to one under it. Both sides are decoded text, the
 * link decoded here as the server would, so /%61bout marks About and /doctors/100%25 its page. An
 * outside link or "#" is no page; an address that cannot be decoded shows the 404 page, no menu entry's.
 * On a page of a language under `prefix`, `pathname` is the page's path within it and the menu's links
 * are the language's (/gu/about), read within it too: /gu is that language's home page.
 */
function isCurrent(href: string, pathname: string | undefined, prefix: string): boolean {
  const decoded = isPageLink(href) ? linkedPath(href) : undefined;
  if (decoded === undefined || pathname === undefined) return false;
  const inLanguage = languageOfPath(decoded, [prefix]);
  if (inLanguage.prefix !== prefix) return false;
  const target = withoutTrailingSlash(inLanguage.path);
  const here = withoutTrailingSlash(pathname);
  return target === "/" ? here === "/" : here === target || here.startsWith(`${target}/`);
}

/**
 * The menu (on a phone) and the contact panel are popovers: the browser opens and closes them with no
 * script, closes them with Escape or a tap outside, gives focus back to the button, and tells a
 * screen reader whether each is expanded. The button's words and icon follow the menu's state in CSS.
 */
export function Header() {
  const site = useSite();
  const words = useWords();
  const { prefix } = useShownLanguage();
  const pathname = usePathname();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <SiteLink href={pathInLanguage("/", prefix)} className="brand">
          <BrandMark />
          <span className="brand__name">
            <Text value={site.name} />
          </span>
        </SiteLink>
        <nav id="main-nav" className="main-nav" aria-label={plainText(words.mainMenu)} popover="auto">
          <ul>
            {site.header.nav.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="main-nav__link"
                  aria-current={isCurrent(link.href, pathname, prefix) ? "page" : undefined}
                >
                  <Text value={link.label} />
                </SiteLink>
              </li>
            ))}
            {site.header.cta && (
              <li className="main-nav__cta">
                <SiteLink href={site.header.cta.href} className="button button--small">
                  <Text value={site.header.cta.label} />
                </SiteLink>
              </li>
            )}
          </ul>
        </nav>
        <form className="doctor-search" role="search" action={pathInLanguage("/doctors", prefix)} hidden>
          <label htmlFor="doctor-search-input" className="visually-hidden">
            <Text value={words.searchDoctorsLabel} />
          </label>
          <input id="doctor-search-input" name="q" type="search" placeholder={plainText(words.searchDoctorsLabel)} />
          <button type="submit" aria-label={plainText(words.search)}>
            <Icon id="search" />
          </button>
        </form>
        <div className="site-header__tools">
          {isMultilingual(site) && (
            <nav aria-label={plainText(words.language)} className="site-header__languages">
              <LanguageLinks className="language-links--bar" />
            </nav>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={plainText(words.contactDetails)}
            popoverTarget="side-panel"
          >
            <Icon id="grid" />
          </button>
          <button type="button" className="icon-button menu-toggle" popoverTarget="main-nav">
            <span className="menu-toggle__closed">
              <span className="visually-hidden">
                <Text value={words.openMenu} />
              </span>
              <Icon id="menu" />
            </span>
            <span className="menu-toggle__open">
              <span className="visually-hidden">
                <Text value={words.closeMenu} />
              </span>
              <Icon id="close" />
            </span>
          </button>
        </div>
      </div>
      <SidePanel />
    </header>
  );
}
