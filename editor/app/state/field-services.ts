import { ask, uploadImage } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { Problem } from "../../shared/problem.ts";
import type { EditorServices } from "../contexts/editor-services.tsx";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { isPattern } from "../../../src/manifest/path-rules.ts";
import type { EditorView } from "./editor-view.ts";
import { pageName } from "../../../src/manifest/page-name.ts";
import { placeOf } from "../../shared/problem-places.ts";
import type { EditLanguage } from "./use-edit-language.ts";
import { defaultLanguageOf, hoursNamesOf, routesOf } from "../../shared/working-copy.ts";

/**
 * What the fields of the open page or settings are given: the site's pages and opening hours to pick
 * from, its pictures, the language being edited, and the findings of the checks at each field.
 */
export function fieldServices(
  working: JsonObject,
  view: EditorView,
  findings: Problem[],
  stepOfItsOwn: () => void,
  { languages, editLanguage, chooseLanguage }: EditLanguage,
): EditorServices {
  return {
    pages: routesOf(working)
      .filter((route) => !isPattern(String(route.path)))
      .map((route) => ({ path: String(route.path), title: pageName(route, working) })),
    hoursNames: hoursNamesOf(working),
    defaultLanguage: defaultLanguageOf(working),
    languages,
    editLanguage,
    chooseLanguage,
    listImages: async () => (await ask(apiEndpoints.images)).images,
    uploadImage,
    stepOfItsOwn,
    problemsAt: (itemKey, fieldName) =>
      findings.filter((problem) => {
        const place = placeOf(problem);
        if (place.kind === "file") return false;
        if (place.kind === "site")
          return view.kind === "settings" && itemKey === "root" && place.fieldName === fieldName;
        if (view.kind !== "page" || place.routeIndex !== view.index || place.fieldName !== fieldName) return false;
        return place.blockIndex === undefined ? itemKey === "root" : String(place.blockIndex) === itemKey;
      }),
  };
}
