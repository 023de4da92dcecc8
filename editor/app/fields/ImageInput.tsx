import { isJsonObject } from "../../shared/schema/json-value.ts";
import { PictureInput } from "./PictureInput.tsx";
import type { ValueInputProps } from "./ValueInput.tsx";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { wordsIn, withWordsIn } from "./text-words.ts";
import { TranslationSource } from "./TranslationSource.tsx";

/** A picture with its description for visitors who cannot see it; the description is asked for where it is required. */
export function ImageInput({
  inputId,
  value,
  onChange,
  readOnly,
  invalid,
  altRequired,
}: ValueInputProps & { altRequired: boolean }) {
  const image = isJsonObject(value) ? value : {};
  const src = typeof image.src === "string" ? image.src : "";
  const { defaultLanguage, editLanguage } = useEditorServices();
  const alt = wordsIn(image.alt, editLanguage.code, defaultLanguage);
  return (
    <div className="ed-stack">
      <PictureInput
        spec={{ kind: "picture" }}
        inputId={`${inputId}-src`}
        labelledBy={`${inputId}-label`}
        value={src}
        onChange={(next) => onChange({ ...image, src: next })}
        readOnly={readOnly}
        invalid={invalid}
      />
      <label className="ed-field__label ed-field__label--sub" htmlFor={`${inputId}-alt`}>
        Describe the picture{!altRequired && <span className="ed-field__optional"> (optional)</span>}
      </label>
      <TranslationSource id={`${inputId}-alt-source`} value={image.alt} />
      <input
        id={`${inputId}-alt`}
        lang={editLanguage.isDefault ? undefined : editLanguage.code}
        className="ed-input"
        type="text"
        value={alt}
        disabled={readOnly}
        aria-describedby={`${editLanguage.isDefault ? "" : `${inputId}-alt-source `}${inputId}-alt-help`}
        onChange={(event) =>
          onChange({
            ...image,
            src,
            alt: withWordsIn(image.alt, editLanguage.code, defaultLanguage, event.target.value),
          })
        }
      />
      <p className="ed-field__help" id={`${inputId}-alt-help`}>
        What the picture shows, for visitors who cannot see it. Leave it empty only if the picture is pure decoration.
      </p>
    </div>
  );
}
