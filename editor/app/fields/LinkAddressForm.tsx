import { useEffect, useState, type KeyboardEvent } from "react";
import { linkKind } from "../../../src/manifest/link-kind.ts";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { LinkInput } from "./LinkInput.tsx";

/** Why an address cannot be a link, by the one link rule, or undefined when it can. */
function addressProblem(address: string): string | undefined {
  if (!address) return "Choose a page, or write an address such as https://….";
  if (/\s/u.test(address)) return "An address cannot hold spaces; write %20 for one.";
  const verdict = linkKind(address);
  return "problem" in verdict ? `${verdict.problem} ${verdict.hint}` : undefined;
}

/**
 * The Link button's question: where the link goes, with the same choice of the site's pages or an
 * outside address as a link field. Enter adds the link, Escape goes back to the text.
 */
export function LinkAddressForm({
  inputId,
  onAdd,
  onCancel,
}: {
  inputId: string;
  /** The address, and words for the link when no words were selected (the page's title, or the address). */
  onAdd: (href: string, words: string) => void;
  onCancel: () => void;
}) {
  const { pages } = useEditorServices();
  const [href, setHref] = useState("");
  const [problem, setProblem] = useState<string>();
  const addressId = `${inputId}-link`;
  useEffect(() => document.getElementById(addressId)?.focus(), [addressId]);

  const add = () => {
    const address = href.trim();
    const refused = addressProblem(address);
    if (refused) setProblem(refused);
    else onAdd(address, pages.find((page) => page.path === address)?.title ?? address);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") add();
    else if (event.key !== "Escape") return;
    else onCancel();
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="ed-rich__link" role="group" aria-label="Add a link" onKeyDown={onKeyDown}>
      <label className="ed-field__label" id={`${addressId}-label`} htmlFor={addressId}>
        Link to
      </label>
      <LinkInput
        spec={{ kind: "link" }}
        inputId={addressId}
        labelledBy={`${addressId}-label`}
        describedBy={problem ? `${addressId}-problem` : undefined}
        value={href}
        invalid={problem !== undefined}
        onChange={(next) => {
          setHref(String(next));
          setProblem(undefined);
        }}
      />
      {problem && (
        <p className="ed-field__problem ed-field__problem--error" id={`${addressId}-problem`} role="alert">
          {problem}
        </p>
      )}
      <div className="ed-rich__link-actions">
        <button type="button" className="ed-button ed-button--primary" onClick={add}>
          Add link
        </button>
        <button type="button" className="ed-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
