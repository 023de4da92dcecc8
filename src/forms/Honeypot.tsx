import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { Text } from "../text/Text.tsx";

/**
 * A field people can neither see nor reach (off screen, out of the tab order, hidden from screen
 * readers). Only a robot fills it, and a form with it filled sends nothing. Without `onChange` it is a
 * plain field of a form that works without script (the footer's newsletter box).
 */
export function Honeypot({
  id,
  label,
  value,
  onChange,
  hiddenBy = "form-trap",
}: {
  id: string;
  label: TextValue;
  value?: string;
  onChange?: (value: string) => void;
  /**
   * How it is kept from sight: off screen by the forms' own stylesheet, or, where a page has no form
   * (the footer's box, on every page), by the class every page already has for what only screen
   * readers read (aria-hidden takes it from them too).
   */
  hiddenBy?: "form-trap" | "visually-hidden";
}) {
  return (
    <div className={hiddenBy} aria-hidden="true">
      <label htmlFor={id}>
        <Text value={label} />
      </label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value, onChange: (event) => onChange(event.target.value) } : { defaultValue: "" })}
      />
    </div>
  );
}
