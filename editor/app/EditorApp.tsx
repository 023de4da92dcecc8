import type { PuckAction } from "@puckeditor/core";
import { isText } from "./schema/is-text.ts";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Route, Switch, useLocation } from "wouter";
import {
  fetchManifest,
  type Activity,
  listImages,
  publishManifest,
  scheduleManifest,
  restoreVersion,
  uploadImage,
  type ManifestOnDisk,
  type PublishResult,
  type SavedDraft,
  type Version,
} from "./api/editor-api.ts";
import type { Problem } from "./api/problem.ts";
import { pageConfig } from "./config/page-config.tsx";
import {
  historyAddress,
  pageAddress,
  picturesAddress,
  settingsAddress,
  translationsAddress,
} from "./editor-location.ts";
import { TranslationsView } from "./views/TranslationsView.tsx";
import { EditorServicesContext, type EditorServices } from "./editor-services.tsx";
import { showSite } from "./live-site/live-site.ts";
import { editorSpecs } from "./schema/editor-specs.ts";
import type { JsonObject } from "./schema/json-value.ts";
import { siteSchema } from "./schema/site-schema.ts";
import { routeToPuck } from "./data/page-data.ts";
import { siteToPuck } from "./data/settings-data.ts";
import { splitWarnings } from "./state/warning-split.ts";
import { useLiveChecks } from "./state/use-live-checks.ts";
import { draftOnto } from "./state/draft-onto.ts";
import { mergeThreeWays, type MergeConflict, type Side } from "./state/three-way-merge.ts";
import { useActivity } from "./state/use-activity.ts";
import { useDraftSaving } from "./state/use-draft-saving.ts";
import { editorMode, signedInName } from "./editor-mode.ts";
import { useScheduleNews } from "./state/use-schedule-news.ts";
import { conflictAuthor, publishedNews, type NewsReader } from "./state/publish-news.ts";
import {
  edit,
  mergedInto,
  redo,
  replaceWorking,
  startEdits,
  stepTime,
  undo,
  type Edits,
} from "./state/edit-history.ts";
import { addressOfView, sameView, viewOfLocation, type EditorView } from "./state/editor-view.ts";
import { linkPlaces, withLinkTo, type LinkPlace, type NewPage } from "./state/link-offer.ts";
import { picturePlaces } from "./state/picture-places.ts";
import { placeOf } from "./state/problem-places.ts";
import {
  routesOf,
  sameManifest,
  hoursNamesOf,
  defaultLanguageOf,
  siteOf,
  withNewRoute,
  withoutRoute,
  withRoute,
  withSite,
} from "./state/working-copy.ts";
import type { Site, Text as SiteText } from "../../src/manifest/site-manifest.generated.ts";
import { PublishContext } from "./views/HeaderActions.tsx";
import { useEditLanguage } from "./state/use-edit-language.ts";
import { HistoryView } from "./views/HistoryView.tsx";
import { MissingPage } from "./views/MissingPage.tsx";
import { PageEditor } from "./views/PageEditor.tsx";
import { pageTitleOf } from "./state/page-name.ts";
import { withHoursRenamed } from "./state/hours-rename.ts";
import { PagesContext, type PagesControl } from "./views/pages-context.tsx";
import { PuckBridgeContext, selectBlock, type PuckBridge, type Selection } from "./views/puck-bridge.tsx";
import type { PuckChangeKind } from "./views/puck-changes.ts";
import type { PublishStatus } from "./views/publish-status.ts";
import { SettingsEditor } from "./views/SettingsEditor.tsx";
import { StatusBar } from "./views/StatusBar.tsx";
import { UndoContext, useUndoKeys, type UndoControl } from "./views/undo-context.tsx";
import { LinkOffer } from "./views/LinkOffer.tsx";
import { UndoNotice } from "./views/UndoNotice.tsx";
import { UnusedPicturesView } from "./views/UnusedPicturesView.tsx";
import { ConflictChooser } from "./views/ConflictChooser.tsx";
import { PhoneBar } from "./views/PhoneBar.tsx";
import { useReachablePanelTabs } from "./views/panel-tabs.ts";
import { isPattern, locationOfAddress } from "../../src/manifest/path-rules.ts";
import { withoutEndedNow } from "./state/without-ended-now.ts";

const specs = editorSpecs(siteSchema);

interface Base {
  hash: string;
  manifest: JsonObject;
}

/** Changes of the person and a colleague's publish that touch the same fields: asked before they are merged. */
interface PendingMerge {
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
type CaughtUp = { kind: "same" } | { kind: "asked" } | { kind: "merged"; base: Base; value: JsonObject };

const newsReader: NewsReader = { service: editorMode === "service", name: signedInName };

/**
 * The whole editor: the working copy of site.json, the page or settings being edited, publishing.
 * `draft`: the person's unpublished changes as the server kept them, laid over site.json as it is now.
 */
export function EditorApp({
  disk,
  draft,
  published,
}: {
  disk: ManifestOnDisk;
  draft?: SavedDraft;
  /** Who published the version on disk, when the draft began before it. */
  published?: Activity["latestPublish"];
}) {
  const [base, setBase] = useState<Base>(() => ({ hash: disk.hash, manifest: JSON.parse(disk.text) as JsonObject }));
  const [resumed] = useState(() => (draft ? draftOnto(draft, disk) : undefined));
  const [edits, setEdits] = useState<Edits>(() => startEdits(resumed?.manifest ?? base.manifest));
  const working = edits.working;
  const [status, setStatus] = useState<PublishStatus>(() =>
    resumed && !sameManifest(resumed.manifest, base.manifest)
      ? { kind: "restored", carried: resumed.carried }
      : { kind: "idle" },
  );
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
  const [scheduleNews, readScheduleNews] = useScheduleNews();
  const [notice, setNotice] = useState<string>();
  const [linkOffer, setLinkOffer] = useState<NewPage>();
  // The address (wouter's location) names the view; the view keeps the page by its place in site.json,
  // so that editing the open page's path, which changes the address, keeps it open.
  const [location, navigate] = useLocation();
  const [view, setView] = useState<EditorView>(() => viewOfLocation(location, working));
  const [locationOfView, setLocationOfView] = useState(location);
  if (location !== locationOfView) {
    // The address changed by itself: Back or Forward.
    setLocationOfView(location);
    setView(viewOfLocation(location, working));
  }
  const [generation, setGeneration] = useState(0);
  const puckDispatch = useRef<(action: PuckAction) => void>(undefined);
  const [pendingSelection, setPendingSelection] = useState<Selection>();
  const dirty = !sameManifest(working, base.manifest);
  const routes = routesOf(working);
  const { languages, editLanguage, chooseLanguage } = useEditLanguage(working);
  const busy = status.kind === "publishing" || merging !== undefined;
  // The latest of these, for work that resumes after waiting on the server (catching up with a publish).
  const now = useRef({ base, working, view, busy, merging });

  // The header, footer and contact blocks in the canvas read the site's settings being edited.
  showSite(siteOf(working) as unknown as Site);

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
      const value = withNewer(workingNow);
      const newerBase = newer.baseHash === baseNow.hash ? baseNow : { hash: newer.baseHash, manifest: newer.base };
      adopt(
        newerBase,
        value,
        "Changes you saved from another tab or device are brought in here too; where both changed a field, " +
          "this tab's text is kept.",
      );
    },
  });

  const { live, knownWarnings: baselineWarnings, addedWarnings: liveWarnings } = useLiveChecks(base.manifest, working);
  const fieldFindings = live ? [...live.errors, ...liveWarnings] : [];
  // The link offer above the editor already says that no page links to the new page.
  const offered = (problem: Problem) => {
    const place = placeOf(problem);
    return (
      linkOffer !== undefined &&
      place.kind === "route" &&
      place.fieldName === "path" &&
      routes[place.routeIndex]?.path === linkOffer.path
    );
  };

  /** Goes to an address (a step Back can take back, or `replace` it) with the view it shows. */
  const open = useCallback(
    (next: EditorView, address: string, { replace = false } = {}) => {
      // An address that reads as the one shown (/edit/%61bout, /edit/about) is no step to go back over.
      if (locationOfAddress(address) !== location) navigate(address, { replace });
      setLocationOfView(locationOfAddress(address));
      setView(next);
    },
    [location, navigate],
  );

  const openPage = useCallback(
    (index: number) => open({ kind: "page", index }, pageAddress(String(routesOf(working)[index]?.path ?? "/"))),
    [open, working],
  );

  // Set by a field whose next change is a step of its own rather than more of the typing before it.
  const ownStep = useRef(false);

  /** A change to the working copy, as one step Undo can take back (or, from Puck showing an undo, none). */
  const change = (
    next: (current: JsonObject) => JsonObject,
    kind: PuckChangeKind | "pages",
    viewAfter?: EditorView,
    viewBefore: EditorView = view,
  ) => {
    const typing = kind === "typing" && !ownStep.current;
    if (kind === "typing") ownStep.current = false;
    const how = { viewBefore, viewAfter, group: typing ? JSON.stringify(view) : undefined, at: stepTime() };
    setEdits((current) =>
      kind === "sync" ? replaceWorking(current, next(current.working)) : edit(current, next(current.working), how),
    );
    if (kind === "delete") setNotice("Block deleted.");
  };

  const onRouteChange = (index: number, route: JsonObject, kind: PuckChangeKind) => {
    const before = routes[index];
    change((current) => withRoute(current, index, route), kind);
    if (before && before.path !== route.path) open(view, pageAddress(String(route.path)), { replace: true });
  };

  /** Shows what undo or redo brought back: in the open Puck when the step was made here, else by going there. */
  function showStep(target: EditorView, manifest: JsonObject) {
    const dispatch = puckDispatch.current;
    if (!sameView(target, view) || !dispatch) {
      open(target, addressOfView(target, manifest));
      return;
    }
    // Puck keeps what a focused field shows until it loses focus: unmark it so the field shows the step too.
    dispatch({ type: "setUi", ui: { field: { focus: null } } });
    if (target.kind === "page") {
      const route = routesOf(manifest)[target.index];
      if (!route) return;
      dispatch({ type: "setData", data: routeToPuck(route) });
      open(target, pageAddress(String(route.path)), { replace: true });
    } else if (target.kind === "settings") {
      dispatch({ type: "setData", data: siteToPuck(siteOf(manifest)) });
    }
  }

  function takeBack(direction: "undo" | "redo") {
    // Behind the question about a colleague's version, the working copy waits for the answer.
    if (merging) return;
    const result = direction === "undo" ? undo(edits) : redo(edits);
    if (!result) return;
    setEdits(result.edits);
    setNotice(undefined);
    showStep(direction === "undo" ? result.change.viewBefore : result.change.viewAfter, result.edits.working);
  }

  // The keys and buttons call the latest takeBack; their own identity stays, so listeners stay put.
  const takeBackNow = useRef(takeBack);
  useLayoutEffect(() => {
    takeBackNow.current = takeBack;
  });
  const undoLast = useCallback(() => takeBackNow.current("undo"), []);
  const redoLast = useCallback(() => takeBackNow.current("redo"), []);
  const undoControl: UndoControl = {
    canUndo: edits.done.length > 0,
    canRedo: edits.undone.length > 0,
    undo: undoLast,
    redo: redoLast,
  };
  useUndoKeys(document, undoControl);
  useReachablePanelTabs(document);
  const closeNotice = useCallback(() => setNotice(undefined), []);

  /** Takes a merged site as the working copy over `theirs`; the open page is drawn again only if it changed. */
  function adopt(theirs: Base, value: JsonObject, message?: string) {
    const { view: viewNow, working: workingNow } = now.current;
    const shownBefore = viewNow.kind === "page" ? routesOf(workingNow)[viewNow.index] : siteOf(workingNow);
    const nextView = viewOfLocation(locationOfAddress(window.location.pathname), value);
    const shownAfter = nextView.kind === "page" ? routesOf(value)[nextView.index] : siteOf(value);
    setBase(theirs);
    setEdits((current) => mergedInto(current, value));
    setView(nextView);
    if (JSON.stringify(shownBefore) !== JSON.stringify(shownAfter)) setGeneration((count) => count + 1);
    if (message) setNews(message);
  }

  /**
   * Carries the person's changes onto the version published now: merged by themselves where they touch
   * other fields than the publish did, asked field by field where both changed one.
   */
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
    const keptMine = !sameManifest(workingNow, baseNow.manifest);
    adopt(theirs, merged.value, keptMine ? `${said} Your unpublished changes are kept on top of it.` : said);
    return { kind: "merged", base: theirs, value: merged.value };
  }

  function chooseInConflicts(pending: PendingMerge, choices: Map<string, Side>) {
    const { value } = mergeThreeWays(pending.base, pending.mine, pending.theirs.manifest, choices);
    setMerging(undefined);
    adopt(pending.theirs, value, `${pending.news} Your choices are applied; publish when ready.`);
  }

  const catchingUp = useRef(false);
  const catchUpNow = useRef(catchUp);
  useLayoutEffect(() => {
    catchUpNow.current = catchUp;
    now.current = { base, working, view, busy, merging };
  });
  const openPath = view.kind === "page" ? String(routes[view.index]?.path ?? "") : "";
  const editors = useActivity(openPath, (activity) => {
    if (activity.hash === base.hash || busy || catchingUp.current) return;
    catchingUp.current = true;
    catchUpNow
      .current(activity.latestPublish, { fromPoll: true })
      .catch(() => undefined)
      .finally(() => (catchingUp.current = false));
  });

  const pagesControl: PagesControl = {
    pages: routes.map((route, index) => ({
      index,
      path: String(route.path),
      title: pageTitleOf(route),
      editors: editors.filter((editor) => editor.page === route.path).map((editor) => editor.name),
    })),
    currentIndex: view.kind === "page" ? view.index : undefined,
    settingsOpen: view.kind === "settings",
    openPage,
    openSettings: () => open({ kind: "settings" }, settingsAddress),
    openHistory: () => open({ kind: "history" }, historyAddress),
    openPictures: () => open({ kind: "pictures" }, picturesAddress),
    openTranslations: () => open({ kind: "translations" }, translationsAddress),
    addPage: (route) => {
      const added = withNewRoute(working, route);
      const shown: EditorView = { kind: "page", index: added.index };
      change(() => added.manifest, "pages", shown);
      setLinkOffer({ path: String(route.path), title: pageTitleOf(route) });
      open(shown, pageAddress(String(route.path)));
    },
    deletePage: (index) => {
      const next = withoutRoute(working, index);
      let shown = view;
      if (view.kind === "page" && view.index === index) {
        const home = routesOf(next).findIndex((route) => route.path === "/");
        shown = home >= 0 ? { kind: "page", index: home } : { kind: "settings" };
      } else if (view.kind === "page" && view.index > index) {
        shown = { kind: "page", index: view.index - 1 };
      }
      change(() => next, "pages", shown);
      if (shown !== view) open(shown, addressOfView(shown, next));
    },
    routeAt: (index) => routes[index],
  };

  const services: EditorServices = {
    pages: routes
      .filter((route) => !isPattern(String(route.path)))
      .map((route) => ({ path: String(route.path), title: pageTitleOf(route) })),
    hoursNames: hoursNamesOf(working),
    defaultLanguage: defaultLanguageOf(working),
    languages,
    editLanguage,
    chooseLanguage,
    listImages,
    uploadImage,
    stepOfItsOwn: () => {
      ownStep.current = true;
    },
    problemsAt: (itemKey, fieldName) =>
      fieldFindings.filter((problem) => {
        const place = placeOf(problem);
        if (place.kind === "file") return false;
        if (place.kind === "site")
          return view.kind === "settings" && itemKey === "root" && place.fieldName === fieldName;
        if (view.kind !== "page" || place.routeIndex !== view.index || place.fieldName !== fieldName) return false;
        return place.blockIndex === undefined ? itemKey === "root" : String(place.blockIndex) === itemKey;
      }),
  };

  /** Shows what the server said of a publish (or a restore); true when the version it sent is now published. */
  function showOutcome(result: PublishResult, published: JsonObject): boolean {
    const known = baselineWarnings ?? [];
    if (result.kind === "published") {
      setBase({ hash: result.hash, manifest: published });
      setStatus({
        kind: "published",
        changed: result.changed,
        warnings: splitWarnings(known, result.warnings),
        notice: result.notice,
      });
      return true;
    }
    if (result.kind === "invalid") {
      setStatus({ kind: "invalid", errors: result.errors, warnings: splitWarnings(known, result.warnings) });
    } else if (result.kind === "unreadable-picture") {
      setStatus({
        kind: "unreadable-picture",
        message: result.message,
        places: picturePlaces(published, result.picture),
      });
    } else {
      // Published meanwhile, and again after this editor caught up: the next try meets it too.
      setStatus({ kind: "failed", message: "Someone published again while yours was on its way." });
    }
    return false;
  }

  /** Runs a step that changes what is published: "publishing" meanwhile; one that fails says why. */
  async function publishingStep(step: () => Promise<void>) {
    setStatus({ kind: "publishing" });
    try {
      await step();
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Publishes; when someone published meanwhile, carries the changes onto theirs first, and publishes that. */
  const publish = () =>
    publishingStep(async () => {
      let result = await publishManifest(base.hash, working);
      let published = working;
      if (result.kind === "changed-on-disk") {
        const caught = await catchUp();
        if (caught.kind === "asked") return setStatus({ kind: "idle" });
        // "same": the regular check for news caught up first; its merge is the working copy now.
        const next = caught.kind === "merged" ? { hash: caught.base.hash, working: caught.value } : undefined;
        const hash = next?.hash ?? now.current.base.hash;
        published = next?.working ?? now.current.working;
        result = await publishManifest(hash, published);
      }
      showOutcome(result, published);
    });

  /** Checks the changes and keeps them on the server to go live at `at`; the editor is then clear of them. */
  const scheduleAt = (at: string) =>
    publishingStep(async () => {
      const result = await scheduleManifest(base.hash, working, at);
      if (result.kind === "scheduled") {
        setEdits(startEdits(base.manifest));
        setGeneration((count) => count + 1);
        return setStatus({ kind: "scheduled", at: result.scheduled.at, title: result.scheduled.title });
      }
      if (result.kind === "invalid") {
        const known = baselineWarnings ?? [];
        return setStatus({ kind: "invalid", errors: result.errors, warnings: splitWarnings(known, result.warnings) });
      }
      setStatus({
        kind: "failed",
        message:
          result.kind === "refused"
            ? result.message
            : "Someone published meanwhile: look at their change, then schedule yours again.",
      });
    });

  /** Puts an earlier version back online; the editor then holds that version. */
  const restore = (version: Version) =>
    publishingStep(async () => {
      const result = await restoreVersion(base.hash, version.commit);
      if (result.kind !== "published") return void showOutcome(result, working);
      const fresh = await fetchManifest();
      const manifest = JSON.parse(fresh.text) as JsonObject;
      setBase({ hash: fresh.hash, manifest });
      setEdits(startEdits(manifest));
      setGeneration((count) => count + 1);
      setStatus({ kind: "restored-version", title: version.title, changed: result.changed });
    });

  function linkNewPage(page: NewPage, place: LinkPlace) {
    // A card shows on the listing: it is shown there, now and when Undo or Redo takes it back or again.
    const listing: EditorView | undefined =
      place.kind === "listing" ? { kind: "page", index: place.routeIndex } : undefined;
    change((current) => withLinkTo(current, place, page), "pages", listing, listing);
    setLinkOffer(undefined);
    if (place.kind === "listing") {
      setPendingSelection({ blockIndex: place.blockIndex, fieldName: "cards" });
      openPage(place.routeIndex);
    }
  }

  function showProblem(problem: Pick<Problem, "path">) {
    const place = placeOf(problem);
    if (place.kind === "file") return;
    const target: EditorView = place.kind === "site" ? { kind: "settings" } : { kind: "page", index: place.routeIndex };
    const selection = { blockIndex: place.kind === "route" ? place.blockIndex : undefined, fieldName: place.fieldName };
    if (sameView(target, view) && puckDispatch.current) {
      selectBlock(puckDispatch.current, selection);
      return;
    }
    setPendingSelection(selection);
    open(target, addressOfView(target, working));
  }

  const bridge: PuckBridge = {
    pendingSelection,
    takePendingSelection: () => setPendingSelection(undefined),
    register: (dispatch) => {
      puckDispatch.current = dispatch;
    },
  };

  /** From History or the pictures no page uses: to the home page, or the settings when there is none. */
  function backToEditing() {
    const home = routes.findIndex((route) => route.path === "/");
    if (home >= 0) openPage(home);
    else open({ kind: "settings" }, settingsAddress);
  }

  const writtenName = siteOf(working).name;
  // By its words: an object of translations is a new object at every edit.
  const siteName = JSON.stringify(isText(writtenName) ? writtenName : "");
  const config = useMemo(() => pageConfig(specs, JSON.parse(siteName) as SiteText), [siteName]);
  const openRoute = view.kind === "page" ? routes[view.index] : undefined;

  return (
    <UndoContext.Provider value={undoControl}>
      <EditorServicesContext.Provider value={services}>
        <PagesContext.Provider value={pagesControl}>
          <PublishContext.Provider
            value={{
              dirty,
              saving,
              saveNow,
              publishing: status.kind === "publishing",
              blocked: merging !== undefined,
              publish: () => void publish(),
              scheduleAt: editorMode === "service" ? (at) => void scheduleAt(at) : undefined,
            }}
          >
            <PuckBridgeContext.Provider value={bridge}>
              <div className="ed-shell">
                <PhoneBar />
                <StatusBar
                  status={status}
                  live={{
                    errors: live?.errors ?? [],
                    warnings: liveWarnings.filter((problem) => !offered(problem)),
                    notes: live?.notes,
                  }}
                  onRemoveEnded={() => change(withoutEndedNow, "pages")}
                  scheduleNews={scheduleNews}
                  onScheduleNewsRead={readScheduleNews}
                  manifest={working}
                  specs={specs}
                  onShow={showProblem}
                  onDismiss={() => setStatus({ kind: "idle" })}
                  onDiscardDraft={() => {
                    setEdits(startEdits(base.manifest));
                    setStatus({ kind: "idle" });
                    setGeneration((count) => count + 1);
                  }}
                  news={news}
                  onNewsRead={() => setNews(undefined)}
                  unpublished={dirty ? { base: base.manifest, working } : undefined}
                  othersHere={editors
                    .filter((editor) => view.kind === "page" && editor.page === openPath)
                    .map((editor) => editor.name)}
                />
                {merging && (
                  <ConflictChooser
                    author={merging.author}
                    news={merging.news}
                    conflicts={merging.conflicts}
                    manifest={merging.merged}
                    base={merging.base}
                    specs={specs}
                    onChoose={(choices) => chooseInConflicts(merging, choices)}
                  />
                )}
                {linkOffer && (
                  <LinkOffer
                    page={linkOffer}
                    places={linkPlaces(working, linkOffer.path)}
                    onLink={(place) => linkNewPage(linkOffer, place)}
                    onClose={() => setLinkOffer(undefined)}
                  />
                )}
                <div className="ed-shell__editor">
                  {/* The open page stays drawn while its path is typed, whatever the address says meanwhile. */}
                  {view.kind === "page" && openRoute ? (
                    <PageEditor
                      key={`page-${view.index}-${generation}`}
                      route={openRoute}
                      config={config}
                      specs={specs}
                      onChange={(route, kind) => onRouteChange(view.index, route, kind)}
                    />
                  ) : (
                    <Switch>
                      <Route path={settingsAddress}>
                        <SettingsEditor
                          key={`settings-${generation}`}
                          site={siteOf(working)}
                          specs={specs}
                          onChange={(site, kind) =>
                            change((current) => withHoursRenamed(current, withSite(current, site)), kind)
                          }
                        />
                      </Route>
                      <Route path={historyAddress}>
                        <HistoryView
                          dirty={dirty}
                          restoring={status.kind === "publishing"}
                          onRestore={(version) => void restore(version)}
                          onBack={backToEditing}
                        />
                      </Route>
                      <Route path={translationsAddress}>
                        <TranslationsView
                          working={working}
                          onTranslate={(code, path) => {
                            chooseLanguage(code);
                            showProblem({ path });
                          }}
                          onBack={backToEditing}
                        />
                      </Route>
                      <Route path={picturesAddress}>
                        <UnusedPicturesView working={working} onBack={backToEditing} />
                      </Route>
                      <Route>
                        <MissingPage address={window.location.pathname} />
                      </Route>
                    </Switch>
                  )}
                </div>
                {notice && <UndoNotice text={notice} onClose={closeNotice} />}
              </div>
            </PuckBridgeContext.Provider>
          </PublishContext.Provider>
        </PagesContext.Provider>
      </EditorServicesContext.Provider>
    </UndoContext.Provider>
  );
}
