/**
 * The words the engine writes itself, not site.json: the 404 page, the breadcrumb's first step, the
 * menu's and panels' buttons, the footer's column titles. English word for word as the site has always
 * said them; each other language's table gives the same names (`EngineWords`).
 */
export const englishWords = {
  skipToContent: "Skip to content",
  mainMenu: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  contactDetails: "Contact details",
  closeContactPanel: "Close contact panel",
  contact: "Contact",
  followUs: "Follow us",
  searchDoctorsLabel: "Search doctors",
  searchDoctors: "Search Doctors",
  search: "Search",
  breadcrumb: "Breadcrumb",
  home: "Home",
  quickLinks: "Quick Links",
  services: "Services",
  aboutSite: "About {name}",
  newsletterEmail: "Email address for the newsletter",
  language: "Language",
  pageNotFound: "Page not found",
  notFound: "This page could not be found.",
  backToHome: "Back To Home",
} as const;

export type EngineWordName = keyof typeof englishWords;

/** A table of the engine's words in one language: every name, each with its words. */
export type EngineWords = Record<EngineWordName, string>;
