import { useId } from "react";
import { useEditorServices } from "../contexts/editor-services.tsx";

/**
 * Which language the text fields edit, for a site of several: the default, or one to translate into.
 * Texts then change in that language only; pictures, links and times are the same in every language.
 */
export function LanguageChoice() {
  const { languages, editLanguage, chooseLanguage } = useEditorServices();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <span className="ed-language-choice">
      <label htmlFor={id}>Editing texts in</label>
      <select
        id={id}
        className="ed-input ed-input--compact"
        value={editLanguage.code}
        onChange={(event) => chooseLanguage(event.target.value)}
        aria-describedby={`${id}-note`}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <span id={`${id}-note`} className="ed-visually-hidden">
        Pictures, links and times are the same in every language.
      </span>
    </span>
  );
}
