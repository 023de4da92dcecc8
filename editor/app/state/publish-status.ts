import type { Problem } from "../../shared/problem.ts";
import type { PicturePlace } from "./picture-places.ts";
import type { WarningSplit } from "./warning-split.ts";

/** What the bar above the editor says about publishing and unpublished work. */
export type PublishStatus =
  | { kind: "idle" }
  /** `carried`: a version was published after the changes began, and they were carried onto it. */
  | { kind: "restored"; carried: boolean }
  | { kind: "publishing" }
  | { kind: "published"; changed: boolean; warnings: WarningSplit; notice?: string }
  | { kind: "restored-version"; title: string; changed: boolean }
  | { kind: "invalid"; errors: Problem[]; warnings: WarningSplit }
  | { kind: "failed"; message: string }
  /** The changes were checked and will go live at `at` (the clinic's clock), under `author`'s name. */
  | { kind: "scheduled"; at: string; title: string }
  /** The build could not read a picture: where the site shows it, to replace it there. */
  | { kind: "unreadable-picture"; message: string; places: PicturePlace[] };
