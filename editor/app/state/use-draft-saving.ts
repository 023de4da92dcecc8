import { useCallback, useEffect, useRef, useState } from "react";
import type { SavedDraft } from "../../shared/contract.ts";
import { removeDraft, saveDraft } from "../api/editor-api.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { useLatest } from "./use-latest.ts";
import type { Base } from "./use-working-copy.ts";

/** Whether the server holds the person's changes as they are on the screen. */
export type DraftSaving = { kind: "saved" } | { kind: "saving" } | { kind: "failed"; message: string };

/** The draft as the server held it when this tab last saved or read it. */
interface Synced {
  base: Base;
  working: JsonObject;
}

// A moment after the last change: typing is saved in a few requests, not one per key.
const saveAfter = 400;
const retryAfter = 10_000;

/**
 * Keeps the person's unpublished changes on the server (their draft), a moment after each change, and
 * removes the draft once nothing is unpublished. Saves go one after another, so an older one never
 * lands after a newer one, and each names the revision it replaces: when the same person saved from
 * another tab or device meanwhile, `onNewer` hears of that draft (or of none, when it was published or
 * thrown away there) and what this tab last had, to bring both together; the next save follows.
 * `paused` holds the draft as it is (while the person chooses between their change and a colleague's,
 * the draft keeps their side: call `saveNow` before pausing, so that their last keystrokes are in it).
 * A failed save is tried again by itself.
 */
export function useDraftSaving(
  base: Base,
  working: JsonObject,
  {
    paused,
    revision: loaded,
    onNewer,
  }: {
    paused: boolean;
    /** The revision of the draft the editor opened with (null: none). */
    revision: string | null;
    onNewer: (draft: SavedDraft | null, synced: Synced) => void;
  },
): { saving: DraftSaving; saveNow: () => void } {
  // What the server holds: the page opened with it (the draft it kept, or nothing unpublished).
  const [saved, setSaved] = useState<Synced>({ base, working });
  const [failure, setFailure] = useState<{ message: string; base: Base; working: JsonObject }>();
  const [retries, setRetries] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The save waiting for a moment without changes; `asPageHides` sends it so that it outlives the page. */
  const pending = useRef<(asPageHides?: boolean) => void>(undefined);
  const revision = useRef(loaded);
  const synced = useRef<Synced>(saved);
  const heard = useLatest(onNewer);

  useEffect(() => {
    if (paused) return;
    let wanted = true;
    const run = (asPageHides = false) => {
      clearTimeout(timer);
      pending.current = undefined;
      const sending = { keepalive: asPageHides };
      const save = async () => {
        const outcome = jsonEqual(working, base.manifest)
          ? await removeDraft(revision.current, sending)
          : await saveDraft({ baseHash: base.hash, base: base.manifest, manifest: working }, revision.current, sending);
        if (outcome.kind === "saved") {
          revision.current = outcome.revision;
          synced.current = { base, working };
          setSaved(synced.current);
          setFailure(undefined);
          return;
        }
        revision.current = outcome.draft?.revision ?? null;
        const before = synced.current;
        // The draft just heard of is now what this tab has in common with the server.
        if (outcome.draft) {
          const { baseHash, base: newerBase, manifest } = outcome.draft;
          synced.current = { base: { hash: baseHash, manifest: newerBase }, working: manifest };
        }
        heard.current(outcome.draft, before);
        // Saved again next, over the revision just heard of.
        setRetries((count) => count + 1);
      };
      const saving = queue.current.then(save, save);
      queue.current = saving.catch(() => undefined);
      saving.catch((error: unknown) => {
        if (!wanted) return;
        setFailure({ message: error instanceof Error ? error.message : String(error), base, working });
        setTimeout(() => setRetries((count) => count + 1), retryAfter);
      });
    };
    const timer = setTimeout(run, saveAfter);
    pending.current = run;
    return () => {
      wanted = false;
      clearTimeout(timer);
      pending.current = undefined;
    };
  }, [working, base, paused, retries, heard]);

  const upToDate = saved.working === working && saved.base === base;
  const state: DraftSaving =
    failure && failure.working === working && failure.base === base
      ? { kind: "failed", message: failure.message }
      : upToDate
        ? { kind: "saved" }
        : { kind: "saving" };

  useEffect(() => {
    if (state.kind === "saved") return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state.kind]);

  // A change made just before the tab closes (or the phone leaves the browser) is sent as the page hides, in a
  // request the browser finishes without it: the moment's wait would never end, and the draft would come back.
  useEffect(() => {
    const sendNow = () => pending.current?.(true);
    const whenHidden = () => {
      if (document.visibilityState === "hidden") sendNow();
    };
    window.addEventListener("pagehide", sendNow);
    document.addEventListener("visibilitychange", whenHidden);
    return () => {
      window.removeEventListener("pagehide", sendNow);
      document.removeEventListener("visibilitychange", whenHidden);
    };
  }, []);

  // Before a preview opens in another tab, which reads the draft from the server.
  const saveNow = useCallback(() => pending.current?.(), []);
  return { saving: state, saveNow };
}
