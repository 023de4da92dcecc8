import { site } from "virtual:site";
import { useCallback, useEffect, useRef, useState } from "react";
import { FiGrid, FiMenu, FiSearch, FiX } from "react-icons/fi";
import { useLocation } from "wouter";
import { linkPathname } from "../manifest/find-route.ts";
import { BrandMark } from "./BrandMark.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { useScrolled } from "./use-scrolled.ts";

function isCurrent(href: string, location: string): boolean {
  const target = linkPathname(href);
  const here = linkPathname(location);
  return target === "/" ? here === "/" : here === target || here.startsWith(`${target}/`);
}

export function Header() {
  const [location] = useLocation();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelToggle = useRef<HTMLButtonElement>(null);
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    panelToggle.current?.focus();
  }, []);

  useEffect(() => setMenuOpen(false), [location]);

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
                <SiteLink href={link.href} className="main-nav__link" aria-current={isCurrent(link.href, location) ? "page" : undefined}>
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
