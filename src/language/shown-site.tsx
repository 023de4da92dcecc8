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

/**
 * What an island is given of its page's ShownSite (islandShownSite): the language, the engine's words
 * of the groups it draws, and the site's settings only if it reads them.
 */
export interface IslandShownSite {
  island: true;
  site?: Partial<Site>;
  language: ShownSite["language"];
  words: Partial<ShownWords>;
}

const ShownSiteContext = createContext<ShownSite | IslandShownSite | undefined>(undefined);

/** Around a page (App), the editor's canvas and each island (from its spec). */
export function ShownSiteProvider({ value, children }: { value: ShownSite | IslandShownSite; children: ReactNode }) {
  return <ShownSiteContext.Provider value={value}>{children}</ShownSiteContext.Provider>;
}

/** What the page shows of the site, or nothing outside a ShownSiteProvider (the app's outer error boundary). */
export function useShownSiteIfAny(): ShownSite | IslandShownSite | undefined {
  return useContext(ShownSiteContext);
}

function useShown(): ShownSite | IslandShownSite {
  const shown = useContext(ShownSiteContext);
  if (!shown)
    throw new Error("The site's settings are read inside a ShownSiteProvider: the app, the canvas or an island.");
  return shown;
}

/** The whole of what the page shows of the site: drawn on a page, never inside an island. */
export function useShownSite(): ShownSite {
  const shown = useShown();
  if ("island" in shown) throw new Error("Inside an island only the words and the settings it was given can be read.");
  return shown;
}

/**
 * The site's settings in the language of the page drawn. An island holds only those it names in its
 * descriptor's `island.siteSettings`, which tests/unit/island-words.test.tsx checks against what it
 * reads.
 */
export function useSite(): Site {
  const { site } = useShown();
  if (!site)
    throw new Error("This island reads the site's settings: name them in its descriptor's island.siteSettings.");
  return site as Site;
}

/**
 * The engine's own words in the language of the page drawn. An island holds only the groups it is
 * given (its descriptor's `island.words`), which tests/unit/island-words.test.tsx checks against what
 * it draws.
 */
export function useWords(): ShownWords {
  return useShown().words as ShownWords;
}

/** The language of the page drawn. */
export function useShownLanguage(): ShownSite["language"] {
  return useShown().language;
}

/** A link the engine itself writes (home, a breadcrumb's steps) as it reads in the page's language. */
export function useLinkInLanguage(): (href: string) => string {
  const { prefix } = useShownLanguage();
  return (href) => linkInLanguage(href, prefix);
}
