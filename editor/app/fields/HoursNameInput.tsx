import { useEditorServices } from "../contexts/editor-services.tsx";
import type { TextValueInputProps } from "./ValueInput.tsx";

/**
 * Which of the site's opening hours a block shows or checks against: the hours are written once, in
 * the site's settings, and chosen here by name. A name the settings no longer have stays listed, so
 * the choice is visible until the person picks another (the validator says why it is wrong).
 */
export function HoursNameInput({ inputId, describedBy, value, onChange, readOnly, invalid }: TextValueInputProps) {
  const { hoursNames } = useEditorServices();
  const names = value && !hoursNames.includes(value) ? [value, ...hoursNames] : hoursNames;
  return (
    <>
      <select
        id={inputId}
        className="ed-input"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === "" && <option value="">Choose…</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p className="ed-field__note">Change the hours themselves under Site settings › Opening hours.</p>
    </>
  );
}
