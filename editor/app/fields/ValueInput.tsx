import type { FieldSpec } from "../../shared/schema/field-spec.ts";
import { optionLabel } from "../../shared/schema/humanize.ts";
import { ImageInput } from "./ImageInput.tsx";
import { HoursNameInput } from "./HoursNameInput.tsx";
import { LinkInput } from "./LinkInput.tsx";
import { PictureInput } from "./PictureInput.tsx";
import { RichTextInput } from "./RichTextInput.tsx";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { wordsIn, withWordsIn } from "./text-words.ts";
import { TranslationSource } from "./TranslationSource.tsx";

export interface ValueInputProps {
  spec: FieldSpec;
  inputId: string;
  labelledBy: string;
  describedBy?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
  invalid?: boolean;
}

/** The props of an input whose value is one string (a link, a picture, a rich text, an hours name). */
export type TextValueInputProps = Omit<ValueInputProps, "value"> & { value: string };

const textOf = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** The input for one value: a text box, a page-or-address box, a picture chooser, a list of choices… */
export function ValueInput(props: ValueInputProps) {
  const { spec, inputId, describedBy, value, onChange, readOnly, invalid } = props;
  const { defaultLanguage, editLanguage } = useEditorServices();
  const common = {
    id: inputId,
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
    disabled: readOnly,
  };
  switch (spec.kind) {
    case "text": {
      // A text may be written per language: the field edits the words of the language chosen in the
      // header and keeps the others; while translating, the words it translates stand above it.
      // A text that is not translatable (a page's path) is one string in every language.
      const language = spec.translatable ? editLanguage : { code: defaultLanguage, isDefault: true };
      const words = wordsIn(value, language.code, defaultLanguage);
      const typeWords = (typed: string) => onChange(withWordsIn(value, language.code, defaultLanguage, typed));
      const sourceId = `${inputId}-source`;
      const translating = {
        ...common,
        "aria-describedby": language.isDefault ? describedBy : `${sourceId} ${describedBy ?? ""}`.trim(),
        lang: language.isDefault ? undefined : language.code,
      };
      const box = spec.rich ? (
        <RichTextInput
          {...props}
          describedBy={translating["aria-describedby"]}
          value={words}
          onChange={(typed) => typeWords(String(typed))}
        />
      ) : spec.long ? (
        <textarea
          {...translating}
          className="ed-input"
          rows={4}
          value={words}
          onChange={(event) => typeWords(event.target.value)}
        />
      ) : (
        <input
          {...translating}
          className="ed-input"
          type="text"
          value={words}
          onChange={(event) => typeWords(event.target.value)}
        />
      );
      return (
        <>
          {spec.translatable && <TranslationSource id={sourceId} value={value} rich={spec.rich} />}
          {box}
        </>
      );
    }
    case "clock":
      return (
        <input
          {...common}
          className="ed-input ed-input--clock"
          type="time"
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "date":
    case "moment":
      return (
        <input
          {...common}
          className="ed-input ed-input--date"
          type={spec.kind === "date" ? "date" : "datetime-local"}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "link":
      return <LinkInput {...props} value={textOf(value)} />;
    case "hoursName":
      return <HoursNameInput {...props} value={textOf(value)} />;
    case "picture":
      return <PictureInput {...props} value={textOf(value)} />;
    case "image":
      return <ImageInput {...props} altRequired={spec.altRequired} />;
    case "choice":
      return (
        <select
          {...common}
          className="ed-input"
          value={textOf(value)}
          onChange={(event) => {
            const chosen = spec.options.find((option) => String(option) === event.target.value);
            onChange(chosen ?? "");
          }}
        >
          {!spec.options.some((option) => String(option) === textOf(value)) && <option value="">Choose…</option>}
          {spec.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
    case "number":
      return (
        <input
          {...common}
          className="ed-input ed-input--number"
          type="number"
          inputMode={spec.integer ? "numeric" : "decimal"}
          step={spec.integer ? 1 : "any"}
          min={spec.minimum}
          max={spec.maximum}
          value={typeof value === "number" ? value : ""}
          onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        />
      );
    case "yesNo":
      return (
        <label className="ed-check">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-labelledby={props.labelledBy}
          />
          <span>{value === true ? "Yes" : "No"}</span>
        </label>
      );
    case "object":
    case "list":
      throw new Error("Groups and lists are Puck fields, not single values.");
  }
}
