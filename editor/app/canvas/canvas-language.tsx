import type { ReactNode } from "react";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { useEditedSite } from "./edited-site.tsx";
import {
  blocksInLanguage,
  shownLanguage,
  textInLanguage,
  type ShownLanguage,
} from "../../../src/language/in-language.ts";
import { ShownSiteProvider } from "../../../src/language/shown-site.tsx";
import { clinicMomentNow } from "../../../src/dates/clinic-now.ts";
import { SiteMomentProvider } from "../../../src/dates/site-moment.tsx";
import type { Block, Text } from "../../../src/manifest/site-manifest.generated.ts";
import { siteShownIn } from "../../../src/language/site-shown-in.ts";

/**
 * The language the canvas draws pages in: the one whose words the editor's text fields edit (the
 * site's default unless a staff member is translating). Worked out at each render from the settings
 * being edited, so an edit of a menu label shows at once.
 */
function useCanvasLanguage(): ShownLanguage {
  const { editLanguage } = useEditorServices();
  const site = useEditedSite();
  const language = shownLanguage(site, editLanguage.prefix) ?? shownLanguage(site, "");
  if (!language) throw new Error("The site has no default language.");
  return language;
}

/** The site's settings as the canvas's header, footer and blocks read them, as of now. */
export function CanvasSite({ children }: { children: ReactNode }) {
  const site = useEditedSite();
  const language = useCanvasLanguage();
  return (
    <SiteMomentProvider moment={clinicMomentNow(site)}>
      <ShownSiteProvider value={siteShownIn(site, language)}>{children}</ShownSiteProvider>
    </SiteMomentProvider>
  );
}

/** A block as the canvas draws it: its texts in the canvas's language, its links as that language's. */
export function useBlockInCanvasLanguage(block: Block): Block {
  return blocksInLanguage([block], useCanvasLanguage())[0];
}

/** A text of the page's settings (its heading) as the canvas shows it. */
export function useTextInCanvasLanguage(text: Text): Text {
  return textInLanguage(text, useCanvasLanguage()) as Text;
}
