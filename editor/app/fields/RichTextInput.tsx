import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { parseRichText } from "../../../src/text/rich-text.ts";
import { RichText } from "../../../src/text/RichText.tsx";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { LinkAddressForm } from "./LinkAddressForm.tsx";
import { insertLink, toggleMarker, type Marker, type TextEdit } from "./rich-text-edits.ts";
import type { TextValueInputProps } from "./ValueInput.tsx";

const placeholders: Record<Marker, string> = { "**": "bold words", "*": "italic words" };

/**
 * A rich text: the box holds it as written in site.json (**bold**, *italic*, [words](/about)); the B, I
 * and Link buttons, or Ctrl/Cmd+B, I and K, write those markers around the selected words, each press one
 * change (one step of Undo). Under the box, the text as the page shows it, once it holds any formatting.
 */
export function RichTextInput({ inputId, describedBy, value, onChange, readOnly, invalid }: TextValueInputProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  // The selection to put back once the new value is in the box.
  const pending = useRef<TextEdit | undefined>(undefined);
  const [linkFor, setLinkFor] = useState<{ start: number; end: number }>();

  useLayoutEffect(() => {
    const edit = pending.current;
    const element = box.current;
    if (!edit || !element || element.value !== edit.value) return;
    pending.current = undefined;
    element.focus();
    element.setSelectionRange(edit.start, edit.end);
  }, [value]);

  const { stepOfItsOwn, editLanguage } = useEditorServices();
  const apply = (edit: TextEdit) => {
    pending.current = edit;
    stepOfItsOwn();
    onChange(edit.value);
  };
  const format = (marker: Marker) => {
    const element = box.current;
    if (element && !readOnly)
      apply(toggleMarker(value, element.selectionStart, element.selectionEnd, marker, placeholders[marker]));
  };
  const askForLink = () => {
    const element = box.current;
    if (element && !readOnly) setLinkFor({ start: element.selectionStart, end: element.selectionEnd });
  };
  const closeLink = () => {
    setLinkFor(undefined);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === "b") format("**");
    else if (key === "i") format("*");
    else if (key === "k") askForLink();
    else return;
    event.preventDefault();
  };

  const parsed = useMemo(() => parseRichText(value), [value]);
  const formatted = parsed.problems.length === 0 && parsed.nodes.some((node) => node.kind !== "text");

  return (
    <div className="ed-stack">
      <div className="ed-rich__tools" role="group" aria-label="Formatting">
        <button
          type="button"
          className="ed-rich__tool ed-rich__tool--bold"
          aria-label="Bold"
          aria-keyshortcuts="Control+B Meta+B"
          title="Bold (Ctrl+B)"
          disabled={readOnly}
          onClick={() => format("**")}
        >
          B
        </button>
        <button
          type="button"
          className="ed-rich__tool ed-rich__tool--italic"
          aria-label="Italic"
          aria-keyshortcuts="Control+I Meta+I"
          title="Italic (Ctrl+I)"
          disabled={readOnly}
          onClick={() => format("*")}
        >
          I
        </button>
        <button
          type="button"
          className="ed-rich__tool"
          aria-label="Link"
          aria-keyshortcuts="Control+K Meta+K"
          aria-expanded={linkFor !== undefined}
          title="Link (Ctrl+K)"
          disabled={readOnly}
          onClick={askForLink}
        >
          Link
        </button>
      </div>
      <textarea
        ref={box}
        id={inputId}
        lang={editLanguage.isDefault ? undefined : editLanguage.code}
        className="ed-input"
        rows={4}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {linkFor && (
        <LinkAddressForm
          inputId={inputId}
          onCancel={closeLink}
          onAdd={(href, words) => {
            setLinkFor(undefined);
            apply(insertLink(value, linkFor.start, linkFor.end, href, words));
          }}
        />
      )}
      {formatted && (
        // The same words as the box, drawn as the page draws them: for the eye only, its links not followed.
        <div className="ed-rich__shown" inert>
          <p className="ed-field__note">On the page:</p>
          <p className="ed-rich__preview">
            <RichText text={value} />
          </p>
        </div>
      )}
    </div>
  );
}
