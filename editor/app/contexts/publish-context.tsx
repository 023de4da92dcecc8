import { createContext } from "react";
import type { DraftSaving } from "../state/use-draft-saving.ts";

export interface PublishControl {
  dirty: boolean;
  /** Whether the server holds the unpublished changes as they are on the screen. */
  saving: DraftSaving;
  /** Saves the draft at once (a preview in another tab reads it from the server). */
  saveNow: () => void;
  publishing: boolean;
  /** A colleague's publish must be merged first (fields both changed are being asked). */
  blocked: boolean;
  /** Undefined for a role that may not publish. */
  publish?: () => void;
  /** Schedules the unpublished changes to go live at a moment (the clinic's service, a role that may publish). */
  scheduleAt?: (at: string) => void;
}

/** Publish and what it depends on, for the header's buttons and the phone's bar. */
export const PublishContext = createContext<PublishControl>({
  dirty: false,
  saving: { kind: "saved" },
  saveNow: () => undefined,
  publishing: false,
  blocked: false,
  publish: () => undefined,
});
