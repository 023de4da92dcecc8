import type { JsonObject } from "../../shared/schema/json-value.ts";
import { viewIn, type EditorView } from "./editor-view.ts";
import { mergeThreeWays } from "../../shared/merge/three-way-merge.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";

/** One step a person can take back: the working copy before and after, and where each was shown. */
export interface Change {
  before: JsonObject;
  after: JsonObject;
  viewBefore: EditorView;
  viewAfter: EditorView;
  /** Changes of one group made close together (the letters of one word typed) are one step. */
  group?: string;
  at: number;
  /**
   * Made before a colleague's version was merged in: its snapshots predate that version, so it is taken
   * back (or again) as the edit it was, laid over the working copy, never by restoring a snapshot.
   */
  laidOver?: true;
}

/** The working copy of site.json with the steps that led to it and the steps taken back. */
export interface Edits {
  working: JsonObject;
  done: Change[];
  undone: Change[];
}

export interface HowChanged {
  viewBefore: EditorView;
  viewAfter?: EditorView;
  group?: string;
  at: number;
}

/** Typing pauses shorter than this stay in one step. */
export const typingPause = 1000;
const keptSteps = 200;

/** When a step is taken, as `at` counts it. */
export function stepTime(): number {
  return Date.now();
}

export function startEdits(working: JsonObject): Edits {
  return { working, done: [], undone: [] };
}

/** The working copy after a change; a new change forgets what was taken back. */
export function edit(edits: Edits, next: JsonObject, how: HowChanged): Edits {
  if (jsonEqual(next, edits.working)) return edits;
  const last = edits.done.at(-1);
  const change: Change = {
    before: edits.working,
    after: next,
    viewBefore: how.viewBefore,
    viewAfter: how.viewAfter ?? how.viewBefore,
    group: how.group,
    at: how.at,
  };
  const joins =
    last !== undefined &&
    // A step made before a merge holds a snapshot from before it: typing after the merge is a step of its own.
    !last.laidOver &&
    edits.undone.length === 0 &&
    how.group !== undefined &&
    last.group === how.group &&
    how.at - last.at < typingPause;
  const done = joins
    ? [...edits.done.slice(0, -1), { ...change, before: last.before, viewBefore: last.viewBefore }]
    : [...edits.done, change];
  return { working: next, done: done.slice(-keptSteps), undone: [] };
}

/**
 * The working copy with `change` taken back (or made again): its snapshot, or for a step made before a
 * merge, the step's own edit reversed (or made) over the working copy, leaving what others changed since.
 */
function stepped(working: JsonObject, change: Change, direction: "back" | "again"): JsonObject {
  const [from, to] = direction === "back" ? [change.after, change.before] : [change.before, change.after];
  if (!change.laidOver) return to;
  const first = mergeThreeWays(from, to, working);
  if (first.conflicts.length === 0) return first.value;
  // A field changed again since (by a colleague or a later step) keeps its newer text.
  const keepNewer = new Map(first.conflicts.map((conflict) => [conflict.key, "theirs" as const]));
  return mergeThreeWays(from, to, working, keepNewer).value;
}

/** A step taken back or again: the edits after it, the step, and the view that shows what it changed. */
export interface Stepped {
  edits: Edits;
  change: Change;
  /**
   * Where the step was made (or, taken again, where it left the person), in the working copy as it is now:
   * a step made before a merge remembers a page's place in its own snapshot, which the merge may have moved.
   */
  shown: EditorView;
}

/** Takes the last step back; undefined when there is none. */
export function undo(edits: Edits): Stepped | undefined {
  const change = edits.done.at(-1);
  if (!change) return undefined;
  const working = stepped(edits.working, change, "back");
  return {
    edits: { working, done: edits.done.slice(0, -1), undone: [...edits.undone, change] },
    change,
    shown: viewIn(change.viewBefore, change.before, working),
  };
}

/** Takes again the step last taken back; undefined when there is none. */
export function redo(edits: Edits): Stepped | undefined {
  const change = edits.undone.at(-1);
  if (!change) return undefined;
  const working = stepped(edits.working, change, "again");
  return {
    edits: { working, done: [...edits.done, change], undone: edits.undone.slice(0, -1) },
    change,
    shown: viewIn(change.viewAfter, change.after, working),
  };
}

/** The working copy after a colleague's version was merged in: every step so far stays, to be taken back as an edit. */
export function mergedInto(edits: Edits, working: JsonObject): Edits {
  const laidOver = (change: Change): Change => ({ ...change, laidOver: true });
  return { working, done: edits.done.map(laidOver), undone: edits.undone.map(laidOver) };
}

/** The working copy replaced without a step to take back (a sync from Puck of what undo just showed). */
export function replaceWorking(edits: Edits, working: JsonObject): Edits {
  return jsonEqual(working, edits.working) ? edits : { ...edits, working };
}
