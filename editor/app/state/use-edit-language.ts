import { useState } from "react";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { siteLanguages, type SiteLanguage } from "../../../src/language/site-languages.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { siteOf } from "../../shared/working-copy.ts";

// Kept for the browser tab: a reload goes on translating into the same language.
const storageKey = "editor-language";

function storedCode(): string | undefined {
  try {
    return sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export interface EditLanguage {
  languages: SiteLanguage[];
  editLanguage: SiteLanguage;
  chooseLanguage: (code: string) => void;
}

/**
 * The language the editor's text fields, canvas and preview are in: the site's default, or one the
 * staff member chose to translate into. A language the site no longer has falls back to the default.
 */
export function useEditLanguage(working: JsonObject): EditLanguage {
  const [code, setCode] = useState(storedCode);
  const languages = siteLanguages(siteOf(working) as Pick<Site, "languages">);
  const editLanguage = languages.find((language) => language.code === code) ?? languages[0];
  const chooseLanguage = (chosen: string) => {
    setCode(chosen);
    try {
      sessionStorage.setItem(storageKey, chosen);
    } catch {
      // A browser that keeps nothing still switches; it starts in the default language next time.
    }
  };
  return { languages, editLanguage, chooseLanguage };
}
