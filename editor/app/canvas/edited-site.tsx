import { createContext, useContext } from "react";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";

/**
 * The site's settings as the editor holds them now, which the canvas's header, footer and blocks draw
 * with: an edit shows there before it is published.
 */
export const EditedSiteContext = createContext<Site | undefined>(undefined);

export function useEditedSite(): Site {
  const site = useContext(EditedSiteContext);
  if (!site) throw new Error("The canvas is drawn outside the editor.");
  return site;
}
