import { createContext, useContext } from "react";
import type { Problem } from "../../shared/problem.ts";
import type { SiteLanguage } from "../../../src/language/site-languages.ts";
import type { LibraryImage } from "../../shared/contract.ts";

export interface SitePage {
  path: string;
  title: string;
}

/** What the fields need from the editor around them: the site's pages, its pictures, and the validator's findings. */
export interface EditorServices {
  pages: SitePage[];
  /** The names of the site's opening hours, which blocks refer to. */
  hoursNames: string[];
  /** The code of the site's first language (en when it declares none). */
  defaultLanguage: string;
  /** The site's languages, the default first. */
  languages: SiteLanguage[];
  /** The language whose words the text fields edit and the canvas shows: the default, or one being translated into. */
  editLanguage: SiteLanguage;
  chooseLanguage: (code: string) => void;
  listImages: () => Promise<LibraryImage[]>;
  uploadImage: (file: File) => Promise<string>;
  /**
   * Findings for a field of the item being edited; `itemKey` is the block's place on the page
   * ("0", "1", …) or "root".
   */
  problemsAt: (itemKey: string, fieldName: string) => Problem[];
  /**
   * Makes the field's next change one step of Undo of its own, not joined to the typing just before it:
   * a formatting button's press.
   */
  stepOfItsOwn: () => void;
}

const englishOnly: SiteLanguage = { code: "en", name: "English", prefix: "", isDefault: true };

export const EditorServicesContext = createContext<EditorServices>({
  pages: [],
  hoursNames: [],
  defaultLanguage: "en",
  languages: [englishOnly],
  editLanguage: englishOnly,
  chooseLanguage: () => {},
  listImages: async () => [],
  uploadImage: async () => {
    throw new Error("Uploading is not available here.");
  },
  problemsAt: () => [],
  stepOfItsOwn: () => {},
});

export function useEditorServices(): EditorServices {
  return useContext(EditorServicesContext);
}
