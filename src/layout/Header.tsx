import { site } from "virtual:site";
import { useCallback, useRef, useState } from "react";
import { FiGrid, FiMenu, FiSearch, FiX } from "react-icons/fi";
import { linkedPath } from "../manifest/find-route.ts";
import { isPageLink } from "../manifest/link-kind.ts";
import { BrandMark } from "./BrandMark.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { usePathname } from "./use-pathname.ts";
import { useScrolled } from "./use-scrolled.ts";

/** A decoded path without its trailing slash. Not linkPathname: decoded text may hold "?" or "#" (from %3F, %23). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

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

export function Header() {
  const pathname = usePathname();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu closes when the page changes (a menu link, back, forward), in the render that shows the new page.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }
  const [panelOpen, setPanelOpen] = useState(false);
  const panelToggle = useRef<HTMLButtonElement>(null);
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    panelToggle.current?.focus();
  }, []);

  return (
    <header className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="site-header__bar container">
        <SiteLink href="/" className="brand">
          <BrandMark />
          <span className="brand__name">{site.name}</span>
        </SiteLink>
        <nav id="main-nav" className={`main-nav${menuOpen ? " is-open" : ""}`} aria-label="Main">
          <ul>
            {site.header.nav.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="main-nav__link"
                  aria-current={isCurrent(link.href, pathname) ? "page" : undefined}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
            {site.header.cta && (
              <li className="main-nav__cta">
                <SiteLink href={site.header.cta.href} className="button button--small">
                  {site.header.cta.label}
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
            <FiSearch aria-hidden="true" />
          </button>
        </form>
        <div className="site-header__tools">
          <button
            ref={panelToggle}
            type="button"
            className="icon-button"
            aria-label="Contact details"
            aria-expanded={panelOpen}
            aria-controls="side-panel"
            onClick={() => setPanelOpen(true)}
          >
            <FiGrid aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <FiX aria-hidden="true" /> : <FiMenu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <SidePanel open={panelOpen} onClose={closePanel} />
    </header>
  );
}
