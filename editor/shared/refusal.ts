import type { Problem } from "./problem.ts";
import type { SavedDraft } from "./contract.ts";

/** Refusals that say everything in their words. */
export type PlainRefusalKind =
  | "bad-json"
  | "bad-moment"
  | "bad-request"
  | "cannot-restore"
  | "damaged-picture"
  | "forbidden"
  | "in-use"
  | "last-owner"
  | "method-not-allowed"
  | "moment-passed"
  | "no-such-version"
  | "not-a-picture"
  | "no-proposal"
  | "not-found"
  | "not-recorded"
  | "not-scheduled"
  | "proposal-changed"
  | "proposal-clash"
  | "scheduled-conflict"
  | "signed-out"
  | "too-large"
  | "unavailable"
  | "unchanged";

/**
 * Every refusal of the editor's API, as its body says it: a kind the editor's page switches on (never the
 * status code, which two refusals may share), the words to show, and what some kinds carry besides.
 */
export type Refusal =
  | { error: PlainRefusalKind; message: string }
  /** site.json would have errors (the checks' findings), or a version's site.json cannot be read (none). */
  | { error: "invalid"; message: string; errors?: Problem[]; warnings?: Problem[] }
  /** site.json changed on disk since the editor read it: its hash now. */
  | { error: "changed-on-disk"; message: string; hash: string }
  /** The same person saved a newer draft elsewhere (or published or threw it away there: none). */
  | { error: "newer-draft"; message: string; draft: SavedDraft | null }
  /** The build failed: on a picture it cannot read (named), or for a reason of the code. */
  | { error: "build-failed"; message: string; picture?: string };

export type RefusalKind = Refusal["error"];

/** The refusal of a kind (the plain kinds share one shape). */
type RefusalOf<Kind extends RefusalKind, Each = Refusal> = Each extends { error: infer Declared }
  ? Kind extends Declared
    ? Each
    : never
  : never;

/** What a refusal carries besides its kind and words. */
export type RefusalExtra<Kind extends RefusalKind> = Omit<RefusalOf<Kind>, "error" | "message">;
