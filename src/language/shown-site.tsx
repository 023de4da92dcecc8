import { createContext, useContext, type ReactNode } from "react";
import type { Site } from "../manifest/site-manifest.generated.ts";
import { linkInLanguage } from "../manifest/path-rules.ts";
import type { SiteLanguage } from "./site-languages.ts";
import type { ShownWords } from "./engine-words.ts";

/** The site as a page shows it: its settings in the page's language (`siteInLanguage`), and that language. */
export interface ShownSite {
  site: Site;
  language: SiteLanguage & { defaultCode: string };
  /** The words the engine writes itself, in the page's language (`wordsInLanguage`). */
  words: ShownWords;
}

const ShownSiteContext = createContext<ShownSite | undefined>(undefined);

/** Around a page (App), the editor's canvas and each island that reads the site (from its spec). */
export function ShownSiteProvider({ value, children }: { value: ShownSite; children: ReactNode }) {
  return <ShownSiteContext.Provider value={value}>{children}</ShownSiteContext.Provider>;
}

export function useShownSite(): ShownSite {
  const shown = useContext(ShownSiteContext);
  if (!shown)
    throw new Error("The site's settings are read inside a ShownSiteProvider: the app, the canvas or an island.");
  return shown;
}

/** The site's settings in the language of the page drawn. */
export function useSite(): Site {
  return useShownSite().site;
}

/** The engine's own words in the language of the page drawn. */
export function useWords(): ShownWords {
  return useShownSite().words;
}

/** The language of the page drawn. */
export function useShownLanguage(): ShownSite["language"] {
  return useShownSite().language;
}

/** A link the engine itself writes (home, a breadcrumb's steps) as it reads in the page's language. */
export function useLinkInLanguage(): (href: string) => string {
  const { prefix } = useShownLanguage();
  return (href) => linkInLanguage(href, prefix);
}
