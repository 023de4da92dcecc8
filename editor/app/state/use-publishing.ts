import { useState, type Dispatch, type SetStateAction } from "react";
import {
  fetchManifest,
  publishManifest,
  restoreVersion,
  scheduleManifest,
  type PublishOutcome,
} from "../api/editor-api.ts";
import type { Version } from "../../shared/contract.ts";
import type { Problem } from "../../shared/problem.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { PublishStatus } from "./publish-status.ts";
import { picturePlaces } from "./picture-places.ts";
import type { CatchingUp } from "./use-catch-up.ts";
import { useLatest } from "./use-latest.ts";
import type { WorkingCopy } from "./use-working-copy.ts";
import { splitWarnings } from "./warning-split.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";

export interface StatusBarState {
  status: PublishStatus;
  setStatus: Dispatch<SetStateAction<PublishStatus>>;
  /** A publish, schedule or restore is under way. */
  publishing: boolean;
}

export interface Publishing {
  publish: () => void;
  /** Checks the changes and keeps them on the server to go live at `at`; the editor is then clear of them. */
  scheduleAt: (at: string) => void;
  /** Puts an earlier version back online; the editor then holds that version. */
  restore: (version: Version) => void;
  /** Throws the unpublished changes away, with their steps. */
  discardChanges: () => void;
  dismiss: () => void;
}

/** What the bar says of publishing; as the editor opens, a draft taken up again, or nothing. */
export function usePublishStatus({ resumed, base }: WorkingCopy): StatusBarState {
  const [status, setStatus] = useState<PublishStatus>(() =>
    resumed && !jsonEqual(resumed.manifest, base.manifest)
      ? { kind: "restored", carried: resumed.carried }
      : { kind: "idle" },
  );
  return { status, setStatus, publishing: status.kind === "publishing" };
}

/**
 * Everything that changes what is published: publishing (after catching up with a version published
 * meanwhile), scheduling, restoring. Each says "publishing" while it runs and why it failed if it does.
 * `knownWarnings`: the published version's, so that a publish says which warnings the change brought.
 */
export function usePublishing(
  copy: WorkingCopy,
  { setStatus }: StatusBarState,
  { catchUp }: Pick<CatchingUp, "catchUp">,
  knownWarnings: Problem[] | undefined,
): Publishing {
  const { base, working } = copy;
  const now = useLatest({ base, working });
  const warningsOf = (result: { warnings: Problem[] }) => splitWarnings(knownWarnings ?? [], result.warnings);

  /** Shows what the server said of a publish (or a restore). */
  function showOutcome(result: PublishOutcome, published: JsonObject) {
    if (result.kind === "published") {
      copy.setBase({ hash: result.hash, manifest: published });
      setStatus({ kind: "published", changed: result.changed, warnings: warningsOf(result), notice: result.notice });
    } else if (result.kind === "invalid") {
      setStatus({ kind: "invalid", errors: result.errors, warnings: warningsOf(result) });
    } else if (result.kind === "unreadable-picture") {
      setStatus({
        kind: "unreadable-picture",
        message: result.message,
        places: picturePlaces(published, result.picture),
      });
    } else if (result.kind === "refused") {
      setStatus({ kind: "failed", message: result.message });
    } else {
      // Published meanwhile, and again after this editor caught up: the next try meets it too.
      setStatus({ kind: "failed", message: "Someone published again while yours was on its way." });
    }
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

  const scheduleAt = (at: string) =>
    publishingStep(async () => {
      const result = await scheduleManifest(base.hash, working, at);
      if (result.kind === "scheduled") {
        copy.startOver(base.manifest);
        return setStatus({ kind: "scheduled", at: result.scheduled.at, title: result.scheduled.title });
      }
      if (result.kind === "invalid") {
        return setStatus({ kind: "invalid", errors: result.errors, warnings: warningsOf(result) });
      }
      setStatus({
        kind: "failed",
        message:
          result.kind === "refused"
            ? result.message
            : "Someone published meanwhile: look at their change, then schedule yours again.",
      });
    });

  const restore = (version: Version) =>
    publishingStep(async () => {
      const result = await restoreVersion(base.hash, version.commit);
      if (result.kind !== "published") return showOutcome(result, working);
      const fresh = await fetchManifest();
      const manifest = JSON.parse(fresh.text) as JsonObject;
      copy.setBase({ hash: fresh.hash, manifest });
      copy.startOver(manifest);
      setStatus({ kind: "restored-version", title: version.title, changed: result.changed });
    });

  return {
    publish: () => void publish(),
    scheduleAt: (at) => void scheduleAt(at),
    restore: (version) => void restore(version),
    discardChanges: () => {
      copy.startOver(base.manifest);
      setStatus({ kind: "idle" });
    },
    dismiss: () => setStatus({ kind: "idle" }),
  };
}
