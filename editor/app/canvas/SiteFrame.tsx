import { useEffect, type ReactNode } from "react";
import { linkSiteStylesheets } from "../../../src/styles/site-stylesheets.ts";
import { useUndo, useUndoKeys } from "../contexts/undo-context.tsx";

/** A click on a link of the page being edited selects or edits; it never leads the canvas to another page. */
function keepPage(event: MouseEvent) {
  // The frame's elements belong to the frame's own window: `instanceof Element` (this window's) is false for them.
  const target = event.target as Partial<Element> | null;
  if (target?.closest?.("a[href]")) event.preventDefault();
}

/**
 * Puck's canvas frame, given the site's own stylesheet, so blocks look as they do for visitors.
 * The site's styles stay out of the editor's panels: they only enter the frame.
 */
export function SiteFrame({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  useUndoKeys(frameDocument, useUndo());
  useEffect(() => {
    if (!frameDocument) return;
    // Captured before the page's own handlers, which may stop the click from reaching the document.
    frameDocument.addEventListener("click", keepPage, true);
    void linkSiteStylesheets(frameDocument);
    return () => frameDocument.removeEventListener("click", keepPage, true);
  }, [frameDocument]);
  return <>{children}</>;
}
