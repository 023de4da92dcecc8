import type { Problem } from "../api/problem.ts";

/** What the bar above the editor says about publishing and unpublished work. */
export type PublishStatus =
  | { kind: "idle" }
  | { kind: "restored" }
  | { kind: "publishing" }
  | { kind: "published"; changed: boolean; warnings: Problem[]; notice?: string }
  | { kind: "restored-version"; title: string; changed: boolean }
  | { kind: "invalid"; errors: Problem[]; warnings: Problem[] }
  | { kind: "changed-on-disk" }
  | { kind: "failed"; message: string };
