import type { JsonObject } from "../schema/json-value.ts";
import type { EditorView } from "./editor-view.ts";
import { sameManifest } from "./working-copy.ts";

/** One step a person can take back: the working copy before and after, and where each was shown. */
export interface Change {
  before: JsonObject;
  after: JsonObject;
  viewBefore: EditorView;
  viewAfter: EditorView;
  /** Changes of one group made close together (the letters of one word typed) are one step. */
  group?: string;
  at: number;
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
  if (sameManifest(next, edits.working)) return edits;
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
    edits.undone.length === 0 &&
    how.group !== undefined &&
    last.group === how.group &&
    how.at - last.at < typingPause;
  const done = joins
    ? [...edits.done.slice(0, -1), { ...change, before: last.before, viewBefore: last.viewBefore }]
    : [...edits.done, change];
  return { working: next, done: done.slice(-keptSteps), undone: [] };
}

/** Takes the last step back; undefined when there is none. */
export function undo(edits: Edits): { edits: Edits; change: Change } | undefined {
  const change = edits.done.at(-1);
  if (!change) return undefined;
  return {
    edits: { working: change.before, done: edits.done.slice(0, -1), undone: [...edits.undone, change] },
    change,
  };
}

/** Takes again the step last taken back; undefined when there is none. */
export function redo(edits: Edits): { edits: Edits; change: Change } | undefined {
  const change = edits.undone.at(-1);
  if (!change) return undefined;
  return {
    edits: { working: change.after, done: [...edits.done, change], undone: edits.undone.slice(0, -1) },
    change,
  };
}

/** The working copy replaced without a step to take back (a sync from Puck of what undo just showed). */
export function replaceWorking(edits: Edits, working: JsonObject): Edits {
  return sameManifest(working, edits.working) ? edits : { ...edits, working };
}
