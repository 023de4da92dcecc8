import { useRef, useState } from "react";
import { fetchManifest } from "../api/editor-api.ts";
import type { Activity, SavedDraft } from "../../shared/contract.ts";
import { editorMode, signedInName } from "../editor-mode.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { mergedInto } from "./edit-history.ts";
import { conflictAuthor, publishedNews, type NewsReader } from "./publish-news.ts";
import { mergeThreeWays, type MergeConflict, type Side } from "../../shared/merge/three-way-merge.ts";
import { useDraftSaving, type DraftSaving } from "./use-draft-saving.ts";
import type { EditorViewControl } from "./use-editor-view.ts";
import { useLatest } from "./use-latest.ts";
import type { Base, WorkingCopy } from "./use-working-copy.ts";
import { routesOf, siteOf } from "../../shared/working-copy.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";

/** Changes of the person and a colleague's publish that touch the same fields: asked before they are merged. */
export interface PendingMerge {
  base: JsonObject;
  mine: JsonObject;
  theirs: Base;
  /** The merge with theirs where both changed a field: where each conflict stands. */
  merged: JsonObject;
  conflicts: MergeConflict[];
  author: string;
  news: string;
}

/** What catching up with a version published meanwhile came to. */
export type CaughtUp = { kind: "same" } | { kind: "asked" } | { kind: "merged"; base: Base; value: JsonObject };

export interface CatchingUp {
  /** The question about fields both the person and a colleague changed, while it is asked. */
  merging: PendingMerge | undefined;
  chooseInConflicts: (pending: PendingMerge, choices: Map<string, Side>) => void;
  /** Carries the person's changes onto the version published now; `latest` says who published it. */
  catchUp: (latest?: Activity["latestPublish"]) => Promise<CaughtUp>;
  /** What was brought in from elsewhere, to read once. */
  news: string | undefined;
  readNews: () => void;
  saving: DraftSaving;
  saveNow: () => void;
  /** Hears what the server says is new (useActivity): a version published meanwhile is caught up with. */
  onActivity: (activity: Activity) => void;
}

const newsReader: NewsReader = { service: editorMode === "service", name: signedInName };

/**
 * The person's work and everyone else's: their draft kept on the server (and brought together with
 * what they saved from another tab), and a colleague's publish carried in as the server tells of it,
 * merged by itself where it touches other fields, asked field by field where both changed one.
 * `publishing`: a publish under way goes first. `published`: who published the version on disk,
 * when the draft began before it.
 */
export function useCatchUp(
  copy: WorkingCopy,
  views: EditorViewControl,
  { draft, published, publishing }: { draft?: SavedDraft; published?: Activity["latestPublish"]; publishing: boolean },
): CatchingUp {
  const { base, working, resumed } = copy;
  const [merging, setMerging] = useState<PendingMerge | undefined>(() =>
    draft && resumed?.conflicts.length
      ? {
          base: draft.base,
          mine: draft.manifest,
          theirs: base,
          merged: resumed.manifest,
          conflicts: resumed.conflicts,
          author: conflictAuthor(published, newsReader),
          news: `${publishedNews(published, newsReader)} That was after you began your changes.`,
        }
      : undefined,
  );
  const [news, setNews] = useState<string>();
  const busy = publishing || merging !== undefined;
  const now = useLatest({ base, working, view: views.view, busy, merging });

  /** Takes a merged site as the working copy over `theirs`; the open page is drawn again only if it changed. */
  function adopt(theirs: Base, value: JsonObject, message: string) {
    const { view: viewBefore, working: workingBefore } = now.current;
    const shownBefore = viewBefore.kind === "page" ? routesOf(workingBefore)[viewBefore.index] : siteOf(workingBefore);
    const viewAfter = views.switchToAddressIn(value);
    const shownAfter = viewAfter.kind === "page" ? routesOf(value)[viewAfter.index] : siteOf(value);
    copy.setBase(theirs);
    copy.setEdits((current) => mergedInto(current, value));
    if (JSON.stringify(shownBefore) !== JSON.stringify(shownAfter)) copy.redraw();
    setNews(message);
  }

  const { saving, saveNow } = useDraftSaving(base, working, {
    paused: merging !== undefined,
    revision: draft?.revision ?? null,
    onNewer: (newer, synced) => {
      if (!newer) return;
      // The same person, in another tab or on another device: both sides are theirs; this tab's text wins a tie.
      const withNewer = (mineNow: JsonObject) => {
        const first = mergeThreeWays(synced.working, mineNow, newer.manifest);
        const mine = new Map(first.conflicts.map((conflict) => [conflict.key, "mine" as Side]));
        return mergeThreeWays(synced.working, mineNow, newer.manifest, mine).value;
      };
      const { base: baseNow, working: workingNow, merging: pending } = now.current;
      if (pending) {
        // Asked about a colleague's version meanwhile: the other tab's changes join this person's side.
        const mineNow = withNewer(pending.mine);
        const again = mergeThreeWays(pending.base, mineNow, pending.theirs.manifest);
        setMerging({ ...pending, mine: mineNow, merged: again.value, conflicts: again.conflicts });
        return;
      }
      const newerBase = newer.baseHash === baseNow.hash ? baseNow : { hash: newer.baseHash, manifest: newer.base };
      adopt(
        newerBase,
        withNewer(workingNow),
        "Changes you saved from another tab or device are brought in here too; where both changed a field, " +
          "this tab's text is kept.",
      );
    },
  });

  async function catchUp(latest?: Activity["latestPublish"], { fromPoll = false } = {}): Promise<CaughtUp> {
    const fresh = await fetchManifest();
    // What the person typed while the file was on its way counts, and a publish begun meanwhile goes first.
    const { base: baseNow, working: workingNow, busy: busyNow } = now.current;
    if (fresh.hash === baseNow.hash || (fromPoll && busyNow)) return { kind: "same" };
    const theirs = { hash: fresh.hash, manifest: JSON.parse(fresh.text) as JsonObject };
    const said = publishedNews(latest, newsReader);
    const merged = mergeThreeWays(baseNow.manifest, workingNow, theirs.manifest);
    if (merged.conflicts.length > 0) {
      // The draft then keeps the person's side until they choose: with their last keystrokes in it.
      saveNow();
      setMerging({
        base: baseNow.manifest,
        mine: workingNow,
        theirs,
        merged: merged.value,
        conflicts: merged.conflicts,
        author: conflictAuthor(latest, newsReader),
        news: said,
      });
      return { kind: "asked" };
    }
    const keptMine = !jsonEqual(workingNow, baseNow.manifest);
    adopt(theirs, merged.value, keptMine ? `${said} Your unpublished changes are kept on top of it.` : said);
    return { kind: "merged", base: theirs, value: merged.value };
  }

  const catchingUp = useRef(false);

  return {
    merging,
    chooseInConflicts: (pending, choices) => {
      const { value } = mergeThreeWays(pending.base, pending.mine, pending.theirs.manifest, choices);
      setMerging(undefined);
      adopt(pending.theirs, value, `${pending.news} Your choices are applied; publish when ready.`);
    },
    catchUp: (latest) => catchUp(latest),
    news,
    readNews: () => setNews(undefined),
    saving,
    saveNow,
    onActivity: (activity) => {
      if (activity.hash === base.hash || busy || catchingUp.current) return;
      catchingUp.current = true;
      catchUp(activity.latestPublish, { fromPoll: true })
        .catch(() => undefined)
        .finally(() => (catchingUp.current = false));
    },
  };
}
