import type { JsonPath } from "../../../src/manifest/strings-in.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { translationsOf } from "../state/translation-places.ts";
import { ViewOfItsOwn } from "./ViewOfItsOwn.tsx";

interface TranslationsViewProps {
  working: JsonObject;
  /** Switches the text fields to `code` and shows the field at `path`. */
  onTranslate: (code: string, path: JsonPath) => void;
  onBack: () => void;
}

/**
 * How much of each language is written, place by place, the least translated first, each with a way
 * to its first text not translated yet. Visitors see the default language's words meanwhile.
 */
export function TranslationsView({ working, onTranslate, onBack }: TranslationsViewProps) {
  const languages = translationsOf(working);
  return (
    <ViewOfItsOwn title="Translations" className="ed-translations" onBack={onBack}>
      <p className="ed-history__intro">
        Wherever a text is not translated yet, visitors of that language&apos;s pages see it in the first language.
      </p>
      {languages.map(({ language, texts, translated, places }) => (
        <section key={language.code} className="ed-translations__language" aria-labelledby={`tr-${language.code}`}>
          <h2 id={`tr-${language.code}`}>
            <span lang={language.code}>{language.name}</span>: {translated} of {texts} texts translated
          </h2>
          <table className="ed-translations__table">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Translated</th>
                <th scope="col">
                  <span className="ed-visually-hidden">Translate</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {places.map((place) => (
                <tr key={place.path ?? "site"}>
                  <th scope="row">
                    {place.name}
                    {place.path && <span className="ed-translations__path"> {place.path}</span>}
                  </th>
                  <td>
                    <meter min={0} max={place.texts} value={place.translated} aria-hidden="true" />
                    {` ${place.translated} of ${place.texts}`}
                  </td>
                  <td>
                    {place.firstMissing ? (
                      <button
                        type="button"
                        className="ed-button"
                        onClick={() => onTranslate(language.code, place.firstMissing!)}
                      >
                        Translate{" "}
                        <span className="ed-visually-hidden">
                          {place.name} into {language.name}
                        </span>
                      </button>
                    ) : (
                      "All translated"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </ViewOfItsOwn>
  );
}
