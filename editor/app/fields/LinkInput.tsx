import type { TextValueInputProps } from "./ValueInput.tsx";
import { secureAddressFor } from "../../../src/manifest/link-kind.ts";
import { useEditorServices } from "../contexts/editor-services.tsx";

/**
 * A link: offers every page of the site by title as you type, and still takes an outside address
 * (https://…, mailto:…, tel:…) typed in full.
 */
export function LinkInput({ inputId, describedBy, value, onChange, readOnly, invalid }: TextValueInputProps) {
  const { pages } = useEditorServices();
  const listId = `${inputId}-pages`;
  const page = pages.find((candidate) => candidate.path === value);
  // An address typed as the browser shows it (www.…, http://…): the validator refuses it, and this offers the fix.
  const secure = value.startsWith("https://") ? undefined : secureAddressFor(value);
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
      {secure && !readOnly && (
        <p className="ed-field__note ed-link-suggestion">
          Did you mean {secure}?{" "}
          <button type="button" className="ed-button ed-button--small" onClick={() => onChange(secure)}>
            Use this address
          </button>
        </p>
      )}
    </>
  );
}
