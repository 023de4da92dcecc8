import type { IncomingMessage } from "node:http";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { ProposalForReview, SavedDraft, ScheduledChange } from "../../shared/contract.ts";
import { isLocalMoment } from "../../../src/dates/local-moment.ts";
import type { Person } from "../versions/site-history.ts";
import { isJsonObject, type JsonObject } from "../../shared/schema/json-value.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { readAsked, writeFor, readFor, type ApiRoutes } from "../api-routes.ts";
import type { DraftStore } from "../drafts/draft-store.ts";
import { HttpError } from "../http-io.ts";
import { laidOver } from "../live/laid-over.ts";
import type { Side } from "../../shared/merge/three-way-merge.ts";
import { describeChange, type LivePublisher } from "../live/live-publisher.ts";
import type { ManifestService } from "../manifest-service.ts";
import { ownView, type KeptProposal, type ProposalStore } from "./proposal-store.ts";

const messageLimit = 1000;
const noteLimit = 2000;

interface ProposalParts {
  proposals: ProposalStore;
  drafts: DraftStore;
  manifest: ManifestService;
  publisher: LivePublisher;
  personOf: (req: IncomingMessage) => string;
  /** Keeps a change to go live at a moment (Publish at…'s own steps and checks). */
  schedule: (body: unknown, person: Person, at: string) => Promise<ScheduledChange>;
  /** Runs when a person's proposal begins to wait (not when they ask again): approvers are told. */
  onProposed?: (author: string) => void;
}

/** A short text of a request's body: what a person wrote with a proposal or a sending back. */
function wordsIn(value: unknown, key: string, limit: number): string {
  if (value === undefined) return "";
  if (typeof value !== "string" || value.length > limit) {
    throw new HttpError(400, "bad-request", `"${key}" is a text of at most ${limit.toLocaleString("en")} letters.`);
  }
  return value.trim();
}

/** The approver's choice for each place both changed, by its key: the proposal's, or the published one. */
function choicesIn(choices: unknown): Map<string, Side> {
  const given = isJsonObject(choices) ? choices : {};
  return new Map(
    Object.entries(given).flatMap(([key, side]) => (side === "mine" || side === "theirs" ? [[key, side]] : [])),
  );
}

/**
 * Propose and approve: a person who may not publish asks for their draft to be approved; one who may
 * publish reads it in History's words as it would go live, and approves it (published exactly as a
 * publish is, under the author's name, the approver named in the version) or sends it back with a note.
 */
export function proposalRoutes({
  proposals,
  drafts,
  manifest,
  publisher,
  personOf,
  schedule,
  onProposed,
}: ProposalParts): ApiRoutes {
  /** The author's waiting proposal and the draft it shows, or a refusal in words. */
  const waitingOf = (author: unknown) => {
    const proposal = typeof author === "string" ? proposals.read(author) : undefined;
    const draft = proposal?.state === "waiting" ? drafts.read(proposal.author) : undefined;
    if (!proposal || !draft) {
      throw new HttpError(404, "no-proposal", "This proposal is no longer waiting: it was withdrawn or decided.");
    }
    return { proposal, draft };
  };

  /** What would go live if it were approved now, described against the site as it is. */
  const review = (proposal: KeptProposal, draft: SavedDraft): ProposalForReview => {
    const current = manifest.current();
    const carried = laidOver(draft.base, draft.manifest, current);
    const [before, after, clashes] =
      "publish" in carried
        ? [JSON.parse(current.text) as JsonObject, carried.publish.manifest, []]
        : [draft.base, draft.manifest, carried.clashes];
    const { title, changes, pages } = describeChange(before, after);
    const { author, message, at, proposedAt } = proposal;
    return {
      author,
      message,
      ...(at ? { at } : {}),
      proposedAt,
      revision: draft.revision,
      title,
      changes,
      pages,
      clashes,
    };
  };

  return {
    [apiEndpoints.ownProposal]: {
      writes: false,
      handle: async (req) => {
        const own = proposals.read(personOf(req));
        return { proposal: own ? ownView(own) : null };
      },
    },
    [apiEndpoints.propose]: {
      writes: true,
      handle: async (req) => {
        const asked = await readAsked(req, apiEndpoints.propose, 64 * 1024);
        const message = wordsIn(asked.message, "message", messageLimit);
        const at = wordsIn(asked.at, "at", 16);
        if (at && !isLocalMoment(at)) {
          throw new HttpError(422, "bad-moment", "Choose the day and time to go live at, e.g. 2026-11-01 at 09:00.");
        }
        const draft = drafts.read(personOf(req));
        if (!draft || jsonEqual(draft.base, draft.manifest)) {
          throw new HttpError(400, "unchanged", "There is nothing to approve: you have no unpublished changes.");
        }
        const waitingBefore = proposals.read(personOf(req))?.state === "waiting";
        const proposal = proposals.propose(personOf(req), message, at || undefined);
        if (!waitingBefore) onProposed?.(proposal.author);
        return ownView(proposal);
      },
    },
    [apiEndpoints.withdrawProposal]: {
      writes: true,
      handle: async (req) => {
        proposals.remove(personOf(req));
        return { withdrawn: true };
      },
    },
    [apiEndpoints.proposals]: {
      ...readFor("publish"),
      handle: async () => ({
        proposals: proposals.waiting().flatMap((proposal) => {
          const draft = drafts.read(proposal.author);
          return draft ? [review(proposal, draft)] : [];
        }),
      }),
    },
    [apiEndpoints.proposedSite]: {
      ...readFor("publish"),
      handle: async (_req, _res, url) => {
        const { draft } = waitingOf(url.searchParams.get("author"));
        const carried = laidOver(draft.base, draft.manifest, manifest.current());
        const site = "publish" in carried ? carried.publish.manifest : draft.manifest;
        return { text: `${JSON.stringify(site, null, 2)}\n` };
      },
    },
    [apiEndpoints.approve]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const asked = await readAsked(req, apiEndpoints.approve, 64 * 1024);
        const { proposal, draft } = waitingOf(asked.author);
        if (asked.revision !== draft.revision) {
          throw new HttpError(
            409,
            "proposal-changed",
            `${proposal.author} changed it since you opened it: look at it again before you approve it.`,
          );
        }
        const approver = personOf(req);
        const person = { name: proposal.author, approvedBy: approver };
        /** The proposal carried onto site.json as it is now; nothing of it on a clash. */
        const choices = choicesIn(asked.choices);
        const carriedOnto = (current: { text: string; hash: string }) => {
          const carried = laidOver(draft.base, draft.manifest, current, choices);
          if ("publish" in carried) return carried.publish;
          const places = [...new Set(carried.clashes.map((clash) => clash.place))].join("; ");
          throw new HttpError(
            409,
            "proposal-clash",
            `A version published since changed the same places: ${places}. Choose which stays in each, or send ` +
              `it back to ${proposal.author}; nothing was published.`,
          );
        };
        if (proposal.at) {
          // Its author's draft stays until it goes live: their editor shows the change as not live yet.
          const scheduled = await schedule(carriedOnto(manifest.current()), person, proposal.at);
          proposals.decide(proposal.author, "approved", approver);
          return { kind: "scheduled", scheduled };
        }
        const published = await publisher.publishOver(carriedOnto, person);
        proposals.decide(proposal.author, "approved", approver);
        // The author's changes are live: their draft has nothing left unpublished (unless they edited since).
        try {
          drafts.remove(proposal.author, draft.revision);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
        return { kind: "published", published };
      },
    },
    [apiEndpoints.sendBack]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const asked = await readAsked(req, apiEndpoints.sendBack, 64 * 1024);
        const { proposal } = waitingOf(asked.author);
        proposals.decide(proposal.author, "sent-back", personOf(req), wordsIn(asked.note, "note", noteLimit));
        return { sentBack: true };
      },
    },
  };
}
