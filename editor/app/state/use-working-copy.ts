import { useState, type Dispatch, type SetStateAction } from "react";
import type { ManifestOnDisk, SavedDraft } from "../../shared/contract.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { draftOnto, type DraftOnto } from "./draft-onto.ts";
import { startEdits, type Edits } from "./edit-history.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";

/** A published version of site.json: the text's hash the server knows it by, and its value. */
export interface Base {
  hash: string;
  manifest: JsonObject;
}

export interface WorkingCopy {
  /** The version published now, which the changes are made over. */
  base: Base;
  edits: Edits;
  working: JsonObject;
  /** Whether anything differs from the published version. */
  dirty: boolean;
  /** The person's draft as the server kept it, laid over the version on disk when the editor opened. */
  resumed: DraftOnto | undefined;
  /** Counts the times the open page or settings were drawn anew from the working copy. */
  generation: number;
  setBase: (base: Base) => void;
  setEdits: Dispatch<SetStateAction<Edits>>;
  /** Draws the open page or settings anew, from the working copy rather than from what Puck holds. */
  redraw: () => void;
  /** Starts again from a version with nothing unpublished and no steps to take back. */
  startOver: (manifest: JsonObject) => void;
}

/** The working copy of site.json over the published version, with the steps that led to it. */
export function useWorkingCopy(disk: ManifestOnDisk, draft: SavedDraft | undefined): WorkingCopy {
  const [base, setBase] = useState<Base>(() => ({ hash: disk.hash, manifest: JSON.parse(disk.text) as JsonObject }));
  const [resumed] = useState(() => (draft ? draftOnto(draft, disk) : undefined));
  const [edits, setEdits] = useState<Edits>(() => startEdits(resumed?.manifest ?? base.manifest));
  const [generation, setGeneration] = useState(0);
  const redraw = () => setGeneration((count) => count + 1);
  return {
    base,
    edits,
    working: edits.working,
    dirty: !jsonEqual(edits.working, base.manifest),
    resumed,
    generation,
    setBase,
    setEdits,
    redraw,
    startOver: (manifest) => {
      setEdits(startEdits(manifest));
      redraw();
    },
  };
}
