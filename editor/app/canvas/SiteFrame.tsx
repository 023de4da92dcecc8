import { useEffect, type ReactNode } from "react";
import siteCssUrl from "../../../src/styles/index.css?url";

/** A click on a link of the page being edited selects or edits; it never leads the canvas to another page. */
function keepPage(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
}

/**
 * Puck's canvas frame, given the site's own stylesheet, so blocks look as they do for visitors.
 * The site's styles stay out of the editor's panels: they only enter the frame.
 */
export function SiteFrame({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    if (!frameDocument) return;
    frameDocument.addEventListener("click", keepPage);
    if (!frameDocument.getElementById("site-styles")) {
      const link = frameDocument.createElement("link");
      link.id = "site-styles";
      link.rel = "stylesheet";
      link.href = siteCssUrl;
      frameDocument.head.append(link);
    }
    return () => frameDocument.removeEventListener("click", keepPage);
  }, [frameDocument]);
  return <>{children}</>;
}
