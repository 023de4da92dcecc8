import type { PuckAction } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  fetchManifest,
  listImages,
  publishManifest,
  restoreVersion,
  uploadImage,
  validateManifest,
  type ManifestOnDisk,
  type PublishResult,
  type Version,
} from "./api/editor-api.ts";
import type { Problem } from "./api/problem.ts";
import { pageConfig } from "./config/page-config.tsx";
import { historyAddress, pageAddress, settingsAddress } from "./editor-location.ts";
import { EditorServicesContext, type EditorServices } from "./editor-services.tsx";
import { showSite } from "./live-site/live-site.ts";
import { editorSpecs } from "./schema/editor-specs.ts";
import type { JsonObject } from "./schema/json-value.ts";
import { siteSchema } from "./schema/site-schema.ts";
import { newWarnings } from "./state/broken-links.ts";
import { forgetDraft, loadDraft, saveDraft } from "./state/draft-storage.ts";
import { viewOfAddress, type EditorView } from "./state/editor-view.ts";
import { placeOf } from "./state/problem-places.ts";
import {
  routesOf,
  sameManifest,
  siteOf,
  withNewRoute,
  withoutRoute,
  withRoute,
  withSite,
} from "./state/working-copy.ts";
import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { PublishContext } from "./views/HeaderActions.tsx";
import { HistoryView } from "./views/HistoryView.tsx";
import { MissingPage } from "./views/MissingPage.tsx";
import { PageEditor } from "./views/PageEditor.tsx";
import { pageTitleOf } from "./state/page-name.ts";
import { PagesContext, type PagesControl } from "./views/pages-context.tsx";
import { PuckBridgeContext, selectBlock, type PuckBridge } from "./views/puck-bridge.tsx";
import type { PublishStatus } from "./views/publish-status.ts";
import { SettingsEditor } from "./views/SettingsEditor.tsx";
import { StatusBar } from "./views/StatusBar.tsx";

const specs = editorSpecs(siteSchema);

interface Base {
  hash: string;
  manifest: JsonObject;
}

function downloadJson(manifest: JsonObject) {
  const blob = new Blob([`${JSON.stringify(manifest, null, 2)}\n`], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "site (my unpublished changes).json";
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The whole editor: the working copy of site.json, the page or settings being edited, publishing. */
export function EditorApp({ disk }: { disk: ManifestOnDisk }) {
  const [base, setBase] = useState<Base>(() => ({ hash: disk.hash, manifest: JSON.parse(disk.text) as JsonObject }));
  const [working, setWorking] = useState<JsonObject>(() => loadDraft(disk.hash) ?? base.manifest);
  const [status, setStatus] = useState<PublishStatus>(() =>
    loadDraft(disk.hash) ? { kind: "restored" } : { kind: "idle" },
  );
  const [findings, setFindings] = useState<Problem[]>([]);
  const [baselineWarnings, setBaselineWarnings] = useState<Problem[]>();
  const [brokenLinks, setBrokenLinks] = useState<Problem[]>([]);
  const [linkCheckWanted, setLinkCheckWanted] = useState(false);
  const [view, setView] = useState<EditorView>(() => viewOfAddress(window.location.pathname, working));
  const [generation, setGeneration] = useState(0);
  const puckDispatch = useRef<(action: PuckAction) => void>(undefined);
  const [pendingSelection, setPendingSelection] = useState<{ blockIndex: number | undefined }>();
  const dirty = !sameManifest(working, base.manifest);
  const routes = routesOf(working);

  // The header, footer and contact blocks in the canvas read the site's settings being edited.
  showSite(siteOf(working) as unknown as Site);

  useEffect(() => {
    if (dirty) saveDraft(base.hash, working);
    else forgetDraft(base.hash);
  }, [dirty, working, base.hash]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    const onPop = () => setView(viewOfAddress(window.location.pathname, working));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [working]);

  useEffect(() => {
    validateManifest(base.manifest).then(
      (result) => setBaselineWarnings(result.warnings),
      () => setBaselineWarnings([]),
    );
  }, [base.manifest]);

  // After a page is deleted or moved to another address, the links to it are checked (a moment
  // after the last keystroke).
  useEffect(() => {
    if (!linkCheckWanted || !baselineWarnings) return;
    const timer = setTimeout(() => {
      validateManifest(working).then(
        (result) => {
          const broken = newWarnings(baselineWarnings, result.warnings);
          setBrokenLinks(broken);
          if (broken.length === 0) setLinkCheckWanted(false);
        },
        () => undefined,
      );
    }, 600);
    return () => clearTimeout(timer);
  }, [linkCheckWanted, working, baselineWarnings]);

  const open = useCallback((next: EditorView, address: string) => {
    if (address !== window.location.pathname) window.history.pushState(null, "", address);
    setView(next);
  }, []);

  const openPage = useCallback(
    (index: number) => open({ kind: "page", index }, pageAddress(String(routesOf(working)[index]?.path ?? "/"))),
    [open, working],
  );

  const onRouteChange = (index: number, route: JsonObject) => {
    const before = routes[index];
    setWorking((current) => withRoute(current, index, route));
    if (before && before.path !== route.path) {
      window.history.replaceState(null, "", pageAddress(String(route.path)));
      setLinkCheckWanted(true);
    }
  };

  const pagesControl: PagesControl = {
    pages: routes.map((route, index) => ({ index, path: String(route.path), title: pageTitleOf(route) })),
    currentIndex: view.kind === "page" ? view.index : undefined,
    settingsOpen: view.kind === "settings",
    openPage,
    openSettings: () => open({ kind: "settings" }, settingsAddress),
    openHistory: () => open({ kind: "history" }, historyAddress),
    addPage: (route) => {
      const added = withNewRoute(working, route);
      setWorking(added.manifest);
      setFindings([]);
      open({ kind: "page", index: added.index }, pageAddress(String(route.path)));
    },
    deletePage: (index) => {
      const next = withoutRoute(working, index);
      setWorking(next);
      setFindings([]);
      setLinkCheckWanted(true);
      if (view.kind === "page" && view.index === index) {
        const home = routesOf(next).findIndex((route) => route.path === "/");
        open(
          home >= 0 ? { kind: "page", index: home } : { kind: "settings" },
          home >= 0 ? pageAddress("/") : settingsAddress,
        );
      } else if (view.kind === "page" && view.index > index) {
        setView({ kind: "page", index: view.index - 1 });
      }
    },
    routeAt: (index) => routes[index],
  };

  const services: EditorServices = {
    pages: routes
      .filter((route) => !String(route.path).includes(":"))
      .map((route) => ({ path: String(route.path), title: pageTitleOf(route) })),
    listImages,
    uploadImage,
    problemsAt: (itemKey, fieldName) =>
      findings.filter((problem) => {
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
    if (result.kind === "published") {
      forgetDraft(base.hash);
      setBase({ hash: result.hash, manifest: published });
      setFindings(result.warnings);
      setBrokenLinks([]);
      setStatus({ kind: "published", changed: result.changed, warnings: result.warnings, notice: result.notice });
      return true;
    }
    if (result.kind === "invalid") {
      setFindings([...result.errors, ...result.warnings]);
      setStatus({ kind: "invalid", errors: result.errors, warnings: result.warnings });
    } else {
      setStatus({ kind: "changed-on-disk" });
    }
    return false;
  }

  async function publish() {
    setStatus({ kind: "publishing" });
    try {
      showOutcome(await publishManifest(base.hash, working), working);
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Puts an earlier version back online; the editor then holds that version. */
  async function restore(version: Version) {
    setStatus({ kind: "publishing" });
    try {
      const result = await restoreVersion(base.hash, version.commit);
      if (result.kind !== "published") return void showOutcome(result, working);
      const fresh = await fetchManifest();
      const manifest = JSON.parse(fresh.text) as JsonObject;
      forgetDraft(base.hash);
      setBase({ hash: fresh.hash, manifest });
      setWorking(manifest);
      setFindings(result.warnings);
      setBrokenLinks([]);
      setGeneration((count) => count + 1);
      setStatus({ kind: "restored-version", title: version.title, changed: result.changed });
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function reloadFromDisk() {
    try {
      const fresh = await fetchManifest();
      const manifest = JSON.parse(fresh.text) as JsonObject;
      forgetDraft(base.hash);
      setBase({ hash: fresh.hash, manifest });
      setWorking(manifest);
      setFindings([]);
      setBrokenLinks([]);
      setStatus({ kind: "idle" });
      setView(viewOfAddress(window.location.pathname, manifest));
      setGeneration((count) => count + 1);
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  function showProblem(problem: Problem) {
    const place = placeOf(problem);
    if (place.kind === "file") return;
    const target: EditorView = place.kind === "site" ? { kind: "settings" } : { kind: "page", index: place.routeIndex };
    const blockIndex = place.kind === "route" ? place.blockIndex : undefined;
    const sameView =
      target.kind === view.kind && (target.kind !== "page" || (view.kind === "page" && view.index === target.index));
    if (sameView && puckDispatch.current) {
      selectBlock(puckDispatch.current, blockIndex);
      return;
    }
    setPendingSelection({ blockIndex });
    if (target.kind === "settings") open(target, settingsAddress);
    else openPage(target.index);
  }

  const bridge: PuckBridge = {
    pendingSelection,
    takePendingSelection: () => setPendingSelection(undefined),
    register: (dispatch) => {
      puckDispatch.current = dispatch;
    },
  };

  const siteName = String(siteOf(working).name ?? "");
  const config = useMemo(() => pageConfig(specs, siteName), [siteName]);
  const openRoute = view.kind === "page" ? routes[view.index] : undefined;

  return (
    <EditorServicesContext.Provider value={services}>
      <PagesContext.Provider value={pagesControl}>
        <PublishContext.Provider
          value={{ dirty, publishing: status.kind === "publishing", publish: () => void publish() }}
        >
          <PuckBridgeContext.Provider value={bridge}>
            <div className="ed-shell">
              <StatusBar
                status={status}
                brokenLinks={brokenLinks}
                manifest={working}
                specs={specs}
                onShow={showProblem}
                onDismiss={() => setStatus({ kind: "idle" })}
                onDiscardDraft={() => {
                  forgetDraft(base.hash);
                  setWorking(base.manifest);
                  setStatus({ kind: "idle" });
                  setGeneration((count) => count + 1);
                }}
                onReloadFromDisk={() => void reloadFromDisk()}
                onDownloadChanges={() => downloadJson(working)}
              />
              <div className="ed-shell__editor">
                {view.kind === "settings" && (
                  <SettingsEditor
                    key={`settings-${generation}`}
                    site={siteOf(working)}
                    specs={specs}
                    onChange={(site) => setWorking((current) => withSite(current, site))}
                  />
                )}
                {view.kind === "page" && openRoute && (
                  <PageEditor
                    key={`page-${view.index}-${generation}`}
                    route={openRoute}
                    config={config}
                    specs={specs}
                    onChange={(route) => onRouteChange(view.index, route)}
                  />
                )}
                {view.kind === "history" && (
                  <HistoryView
                    dirty={dirty}
                    restoring={status.kind === "publishing"}
                    onRestore={(version) => void restore(version)}
                    onBack={() => {
                      const home = routes.findIndex((route) => route.path === "/");
                      if (home >= 0) openPage(home);
                      else open({ kind: "settings" }, settingsAddress);
                    }}
                  />
                )}
                {(view.kind === "missing" || (view.kind === "page" && !openRoute)) && (
                  <MissingPage address={window.location.pathname} />
                )}
              </div>
            </div>
          </PuckBridgeContext.Provider>
        </PublishContext.Provider>
      </PagesContext.Provider>
    </EditorServicesContext.Provider>
  );
}
