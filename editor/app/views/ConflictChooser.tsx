import { useEffect, useRef, useState } from "react";
import { shownValue } from "../../shared/versions/value-words.ts";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { describePlace } from "../../shared/describe-place.ts";
import type { MergeConflict, Side } from "../../shared/merge/three-way-merge.ts";

interface ConflictChooserProps {
  /** Who published the other side ("Dr Mehta"), or how to name it when the server does not know. */
  author: string;
  /** What was published, in words, when known. */
  news: string;
  conflicts: MergeConflict[];
  /** The merged site, where each conflict is placed. */
  manifest: JsonObject;
  /** The version both began from: where a field they removed stood. */
  base: JsonObject;
  specs: EditorSpecs;
  onChoose: (choices: Map<string, Side>) => void;
}

function inWords(value: unknown): string {
  return value === undefined ? "(removed it)" : shownValue(value);
}

/**
 * Fields that the person and a colleague both changed since the person began: each in words, with
 * both texts, to keep one or the other. Shown over the editor (a modal dialog) until every field is
 * chosen: until then the person's draft keeps their side, and nothing is published.
 */
export function ConflictChooser({ author, news, conflicts, manifest, base, specs, onChoose }: ConflictChooserProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<Map<string, Side>>(new Map());
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const choose = (key: string, side: Side) => setChoices((current) => new Map(current).set(key, side));
  return (
    <dialog
      ref={dialog}
      className="ed-conflicts"
      aria-labelledby="ed-conflicts-title"
      // Escape would close the dialog with nothing chosen, and leave the editor half merged.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="ed-conflicts-title">
        {author} changed {conflicts.length === 1 ? "a field" : `${conflicts.length} fields`} you changed too
      </h2>
      <p>
        {news} Everything else of yours is kept on top of it. For {conflicts.length === 1 ? "this field" : "each field"}
        , choose which text stays; nothing is published until you press Publish.
      </p>
      <ol className="ed-conflicts__list">
        {conflicts.map((conflict) => {
          // A field they removed is no longer in the merged site: it is named where it stood.
          const [site, path] =
            conflict.theirs === undefined
              ? [base, JSON.parse(conflict.key) as (string | number)[]]
              : [manifest, conflict.path];
          const place = describePlace(path, site, specs);
          const name = `conflict-${conflict.key}`;
          return (
            <li key={conflict.key} className="ed-conflicts__item">
              <fieldset>
                <legend>{place}</legend>
                <p>
                  {author} wrote {inWords(conflict.theirs)}; you wrote {inWords(conflict.mine)}.
                </p>
                {(["mine", "theirs"] as const).map((side) => (
                  <label key={side} className="ed-conflicts__choice">
                    <input
                      type="radio"
                      name={name}
                      checked={choices.get(conflict.key) === side}
                      onChange={() => choose(conflict.key, side)}
                    />
                    Keep {side}: {inWords(conflict[side])}
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="ed-button ed-button--primary"
        disabled={conflicts.some((conflict) => !choices.has(conflict.key))}
        onClick={() => {
          dialog.current?.close();
          onChoose(choices);
        }}
      >
        Use these choices
      </button>
    </dialog>
  );
}
