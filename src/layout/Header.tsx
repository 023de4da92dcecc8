import { useShownLanguage, useSite } from "../language/shown-site.tsx";
import { withoutTrailingSlash, linkedPath, pathInLanguage } from "../manifest/path-rules.ts";
import { isPageLink } from "../manifest/link-kind.ts";
import { BrandMark } from "./BrandMark.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { Icon } from "../icons/Icon.tsx";
import { Text } from "../text/Text.tsx";

/**
 * Whether a menu link leads to the page shown or to one under it. Both sides are decoded text, the
 * link decoded here as the server would, so /%61bout marks About and /doctors/100%25 its page. An
 * outside link or "#" is no page; an address that cannot be decoded shows the 404 page, no menu entry's.
 */
function isCurrent(href: string, pathname: string | undefined): boolean {
  const decoded = isPageLink(href) ? linkedPath(href) : undefined;
  if (decoded === undefined || pathname === undefined) return false;
  const target = withoutTrailingSlash(decoded);
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
  const { prefix } = useShownLanguage();
  // The menu's links are the language's own (/gu/about), as is the page's whole path.
  const relative = usePathname();
  const pathname = relative === undefined ? undefined : pathInLanguage(relative, prefix);
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <SiteLink href={pathInLanguage("/", prefix)} className="brand">
          <BrandMark />
          <span className="brand__name">
            <Text value={site.name} />
          </span>
        </SiteLink>
        <nav id="main-nav" className="main-nav" aria-label="Main" popover="auto">
          <ul>
            {site.header.nav.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="main-nav__link"
                  aria-current={isCurrent(link.href, pathname) ? "page" : undefined}
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
        <form className="doctor-search" role="search" action="/doctors" hidden>
          <label htmlFor="doctor-search-input" className="visually-hidden">
            Search doctors
          </label>
          <input id="doctor-search-input" name="q" type="search" placeholder="Search doctors" />
          <button type="submit" aria-label="Search">
            <Icon id="search" />
          </button>
        </form>
        <div className="site-header__tools">
          <button type="button" className="icon-button" aria-label="Contact details" popoverTarget="side-panel">
            <Icon id="grid" />
          </button>
          <button type="button" className="icon-button menu-toggle" popoverTarget="main-nav">
            <span className="menu-toggle__closed">
              <span className="visually-hidden">Open menu</span>
              <Icon id="menu" />
            </span>
            <span className="menu-toggle__open">
              <span className="visually-hidden">Close menu</span>
              <Icon id="close" />
            </span>
          </button>
        </div>
      </div>
      <SidePanel />
    </header>
  );
}
