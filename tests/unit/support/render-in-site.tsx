import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { site } from "virtual:site";
import { shownLanguage } from "../../../src/language/in-language.ts";
import { siteShownIn } from "../../../src/language/site-shown-in.ts";
import { ShownSiteProvider } from "../../../src/language/shown-site.tsx";

/** The sample site's settings in its default language, as the app gives them to a page. */
function SampleSite({ children }: { children: ReactNode }) {
  const language = shownLanguage(site, "");
  if (!language) throw new Error("The sample site has no default language.");
  return <ShownSiteProvider value={siteShownIn(site, language)}>{children}</ShownSiteProvider>;
}

/** A part of a page (a block, the header) rendered as the app draws it, inside the site's settings. */
export function renderInSite(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: SampleSite });
}
