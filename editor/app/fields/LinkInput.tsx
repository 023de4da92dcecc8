import type { ValueInputProps } from "./ValueInput.tsx";
import { useEditorServices } from "../editor-services.tsx";

/**
 * A link: offers every page of the site by title as you type, and still takes an outside address
 * (https://…, mailto:…, tel:…) typed in full.
 */
export function LinkInput({
  inputId,
  describedBy,
  value,
  onChange,
  readOnly,
  invalid,
}: Omit<ValueInputProps, "value"> & { value: string }) {
  const { pages } = useEditorServices();
  const listId = `${inputId}-pages`;
  const page = pages.find((candidate) => candidate.path === value);
  return (
    <>
      <input
        id={inputId}
        className="ed-input"
        type="text"
        list={listId}
        placeholder="Choose a page, or type https://…"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {pages.map((candidate) => (
          <option key={candidate.path} value={candidate.path}>
            {candidate.title}
          </option>
        ))}
      </datalist>
      {page && <p className="ed-field__note">Goes to the page “{page.title}”.</p>}
    </>
  );
}
