import { useState } from "react";
import type { Activity, ManifestOnDisk, OwnProposal, SavedDraft } from "../shared/contract.ts";
import { ProposalsNewsContext } from "./contexts/proposals-news.tsx";
import { RequestsNewsContext } from "./contexts/requests-news.tsx";
import { editorMode, mayUse } from "./editor-mode.ts";
import { EditorProviders } from "./EditorProviders.tsx";
import { siteSpecs as specs } from "../shared/schema/site-specs.ts";
import { fieldServices } from "./state/field-services.ts";
import { withHoursRenamed } from "./state/hours-rename.ts";
import { useActivity } from "./state/use-activity.ts";
import { useCatchUp } from "./state/use-catch-up.ts";
import { useChecksAsYouType } from "./state/use-checks-as-you-type.ts";
import { useEditLanguage } from "./state/use-edit-language.ts";
import { useEditSteps } from "./state/use-edit-steps.ts";
import { useEditorView } from "./state/use-editor-view.ts";
import { usePageList } from "./state/use-page-list.ts";
import { usePublishing, usePublishStatus } from "./state/use-publishing.ts";
import { usePuckReach } from "./state/use-puck-reach.ts";
import { useScheduleNews } from "./state/use-schedule-news.ts";
import { useWorkingCopy } from "./state/use-working-copy.ts";
import { withoutEndedNow } from "./state/without-ended-now.ts";
import { routesOf, siteOf, withSite } from "../shared/working-copy.ts";
import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { ConflictChooser } from "./views/ConflictChooser.tsx";
import { LinkOffer } from "./views/LinkOffer.tsx";
import { OpenView } from "./views/OpenView.tsx";
import { useReachablePanelTabs } from "./screen/panel-tabs.ts";
import { PhoneBar } from "./views/PhoneBar.tsx";
import { StatusBar } from "./views/StatusBar.tsx";
import { useUndoKeys } from "./contexts/undo-context.tsx";
import { UndoNotice } from "./views/UndoNotice.tsx";

/**
 * The whole editor: the working copy of site.json, the page or settings being edited, publishing.
 * `draft`: the person's unpublished changes as the server kept them, laid over site.json as it is now.
 * `firstActivity`: the server's news as the editor opened, drawn at once; the activity poll keeps it current.
 */
export function EditorApp({
  disk,
  draft,
  firstActivity,
}: {
  disk: ManifestOnDisk;
  draft?: SavedDraft;
  firstActivity: Activity;
}) {
  const copy = useWorkingCopy(disk, draft);
  const { base, working, dirty } = copy;
  const views = useEditorView(working);
  const { view } = views;
  const openPath = view.kind === "page" ? String(routesOf(working)[view.index]?.path ?? "") : "";
  const puck = usePuckReach(views, working);
  const bar = usePublishStatus(copy);
  // A draft begun before the version published now: who published that version, to say so.
  const published = draft && draft.baseHash !== disk.hash ? firstActivity.latestPublish : undefined;
  const others = useCatchUp(copy, views, { draft, published, publishing: bar.publishing });
  const [newRequests, setNewRequests] = useState(firstActivity.newRequests);
  const [waitingProposals, setWaitingProposals] = useState(firstActivity.waitingProposals);
  const [ownProposal, setOwnProposal] = useState<OwnProposal | undefined>(firstActivity.ownProposal);
  const editors = useActivity(openPath, (activity) => {
    others.onActivity(activity);
    setNewRequests(activity.newRequests);
    setWaitingProposals(activity.waitingProposals);
    setOwnProposal(activity.ownProposal);
  });
  const { merging } = others;
  const steps = useEditSteps(copy, views, puck, merging !== undefined);
  const checks = useChecksAsYouType(base.manifest, working);
  const publishing = usePublishing(copy, bar, others, checks.knownWarnings);
  const list = usePageList(working, views, steps.change, puck, editors);
  const language = useEditLanguage(working);
  const services = fieldServices(working, view, checks.fieldFindings, steps.stepOfItsOwn, language);
  const [scheduleNews, readScheduleNews] = useScheduleNews();
  useUndoKeys(document, steps.undoControl);
  useReachablePanelTabs(document);

  const controls = {
    undo: steps.undoControl,
    services,
    pages: list.pages,
    bridge: puck.bridge,
    site: siteOf(working) as unknown as Site,
    publish: {
      dirty,
      saving: others.saving,
      saveNow: others.saveNow,
      publishing: bar.publishing,
      blocked: merging !== undefined,
      publish: mayUse("publish") ? publishing.publish : undefined,
      scheduleAt: editorMode === "service" && mayUse("publish") ? publishing.scheduleAt : undefined,
    },
  };
  return (
    <EditorProviders controls={controls}>
      <RequestsNewsContext.Provider value={newRequests}>
        <ProposalsNewsContext.Provider value={{ waiting: waitingProposals, own: ownProposal, setOwn: setOwnProposal }}>
          <div className="ed-shell">
            <PhoneBar />
            {merging && (
              <ConflictChooser
                author={merging.author}
                news={merging.news}
                conflicts={merging.conflicts}
                manifest={merging.merged}
                base={merging.base}
                specs={specs}
                onChoose={(choices) => others.chooseInConflicts(merging, choices)}
              />
            )}
            {list.linkOffer && (
              <LinkOffer
                page={list.linkOffer.page}
                places={list.linkOffer.places}
                onLink={list.linkOffer.link}
                onClose={list.linkOffer.close}
              />
            )}
            <div className="ed-shell__editor">
              <OpenView
                view={view}
                working={working}
                specs={specs}
                generation={copy.generation}
                dirty={dirty}
                restoring={bar.publishing}
                onRouteChange={list.changePage}
                onSiteChange={(site, kind) =>
                  steps.change((current) => withHoursRenamed(current, withSite(current, site)), kind)
                }
                onRestore={publishing.restore}
                onTranslate={(code, path) => {
                  language.chooseLanguage(code);
                  puck.showProblem({ path });
                }}
                onBack={views.backToEditing}
              />
            </div>
            {/* Below the editor: a message that comes as the person reaches for Publish never moves the header. */}
            <StatusBar
              status={bar.status}
              checks={{
                errors: checks.found?.errors ?? [],
                warnings: checks.addedWarnings.filter((problem) => !list.isOffered(problem)),
                notes: checks.found?.notes,
              }}
              onRemoveEnded={() => steps.change(withoutEndedNow, "pages")}
              scheduleNews={scheduleNews}
              onScheduleNewsRead={readScheduleNews}
              manifest={working}
              specs={specs}
              onShow={puck.showProblem}
              onDismiss={publishing.dismiss}
              onDiscardDraft={publishing.discardChanges}
              news={others.news}
              onNewsRead={others.readNews}
              unpublished={dirty ? { base: base.manifest, working } : undefined}
              othersHere={editors
                .filter((editor) => openPath !== "" && editor.page === openPath)
                .map(({ name }) => name)}
            />
            {steps.notice && <UndoNotice text={steps.notice} onClose={steps.closeNotice} />}
          </div>
        </ProposalsNewsContext.Provider>
      </RequestsNewsContext.Provider>
    </EditorProviders>
  );
}
