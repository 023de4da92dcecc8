import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { site as sampleSite } from "virtual:site";
import { shownLanguage } from "../../../src/language/in-language.ts";
import { siteShownIn } from "../../../src/language/site-shown-in.ts";
import { ShownSiteProvider } from "../../../src/language/shown-site.tsx";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import type { LocalMoment } from "../../../src/dates/local-moment.ts";
import { SiteMomentProvider } from "../../../src/dates/site-moment.tsx";
import { fixedTestMoment } from "./fixed-moment.ts";

interface ShownAs {
  /** The site whose settings the page reads: the sample site when absent. */
  site?: Site;
  /** The prefix of the page's language ("/gu"): the default language's when absent. */
  prefix?: string;
  /** The moment on the clinic's clock the page is drawn as of: a fixed one, never today, when absent. */
  moment?: LocalMoment;
}

/** A part of a page (a block, the header) rendered as the app draws it, inside the site's settings. */
export function renderInSite(
  ui: ReactElement,
  { site = sampleSite, prefix = "", moment = fixedTestMoment }: ShownAs = {},
): RenderResult {
  const language = shownLanguage(site, prefix);
  if (!language) throw new Error(`The site has no language at "${prefix}".`);
  const shown = siteShownIn(site, language);
  const InSite = ({ children }: { children: ReactNode }) => (
    <SiteMomentProvider moment={moment}>
      <ShownSiteProvider value={shown}>{children}</ShownSiteProvider>
    </SiteMomentProvider>
  );
  return render(ui, { wrapper: InSite });
}
