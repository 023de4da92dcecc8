import type { Side } from "./merge/three-way-merge.ts";
import type { JsonObject } from "./schema/json-value.ts";
import type {
  Activity,
  ApprovalOutcome,
  DraftContent,
  DatedRebuildFailure,
  Findings,
  LibraryImage,
  ManifestOnDisk,
  OwnProposal,
  ProposalForReview,
  Published,
  Removal,
  SavedDraft,
  ScheduledChange,
  SetupLink,
  StaffAccount,
  UnusedPicture,
  Version,
} from "./contract.ts";
import type { Permission, Role } from "./roles.ts";
import type { KeptRequest, NewsletterAddresses, RequestList, RequestMark } from "./requests-contract.ts";

/**
 * Every endpoint of the editor's API, each named once with its method and path: the server answers
 * exactly these (ApiRoutes' keys, editor/server/api-routes.ts, which the editor service checks it
 * covers at start), and the editor's page calls them by name (editor/app/api/). A path written by
 * hand on either side is a type error.
 */
export const apiEndpoints = {
  manifest: "GET /api/manifest",
  validate: "POST /api/validate",
  publish: "POST /api/publish",
  readDraft: "GET /api/draft",
  saveDraft: "PUT /api/draft",
  removeDraft: "DELETE /api/draft",
  activity: "GET /api/activity",
  images: "GET /api/images",
  unusedImages: "POST /api/images/unused",
  removeImages: "POST /api/images/remove",
  upload: "POST /api/upload",
  session: "GET /api/session",
  schedule: "POST /api/schedule",
  scheduled: "GET /api/scheduled",
  cancelScheduled: "POST /api/scheduled/cancel",
  publishScheduled: "POST /api/scheduled/publish",
  versions: "GET /api/versions",
  version: "GET /api/version",
  restore: "POST /api/restore",
  ownProposal: "GET /api/proposal",
  propose: "POST /api/proposal",
  withdrawProposal: "DELETE /api/proposal",
  proposals: "GET /api/proposals",
  proposedSite: "GET /api/proposals/site",
  approve: "POST /api/proposals/approve",
  sendBack: "POST /api/proposals/send-back",
  accounts: "GET /api/accounts",
  addAccount: "POST /api/accounts/add",
  setRole: "POST /api/accounts/role",
  newLink: "POST /api/accounts/link",
  unlockAccount: "POST /api/accounts/unlock",
  setEmail: "POST /api/accounts/email",
  removeAccount: "POST /api/accounts/remove",
  requests: "GET /api/requests",
  markRequest: "POST /api/requests/mark",
  eraseRequests: "POST /api/requests/erase",
  exportRequests: "GET /api/requests/export",
  newsletter: "GET /api/newsletter",
  removeFromNewsletter: "POST /api/newsletter/remove",
  exportNewsletter: "GET /api/newsletter/export",
} as const;

export type ApiEndpoint = (typeof apiEndpoints)[keyof typeof apiEndpoints];

/**
 * What each endpoint answers when it does what it was asked (a refusal is a Refusal, refusal.ts): the
 * server's route for it must return this (editor/server/api-routes.ts), and the page reads it as this.
 * `void`: the answer is a file the route writes itself (a CSV export).
 */
export interface ApiAnswers {
  "GET /api/manifest": ManifestOnDisk;
  "POST /api/validate": Findings;
  "POST /api/publish": Published;
  "GET /api/draft": { draft: SavedDraft | null };
  "PUT /api/draft": { revision: string; savedAt: string };
  "DELETE /api/draft": { removed: true };
  "GET /api/activity": Activity;
  "GET /api/images": { images: LibraryImage[] };
  "POST /api/images/unused": { pictures: UnusedPicture[] };
  "POST /api/images/remove": Removal;
  "POST /api/upload": { path: string };
  "GET /api/session": { name: string; role: Role; may: readonly Permission[] };
  "POST /api/schedule": ScheduledChange;
  "GET /api/scheduled": { scheduled: ScheduledChange[]; datedRebuildFailure?: DatedRebuildFailure };
  "POST /api/scheduled/cancel": { cancelled: true };
  "POST /api/scheduled/publish": Published;
  "GET /api/versions": { versions: Version[] };
  "GET /api/version": { text: string };
  "POST /api/restore": Published;
  "GET /api/proposal": { proposal: OwnProposal | null };
  "POST /api/proposal": OwnProposal;
  "DELETE /api/proposal": { withdrawn: true };
  "GET /api/proposals": { proposals: ProposalForReview[] };
  "GET /api/proposals/site": { text: string };
  "POST /api/proposals/approve": ApprovalOutcome;
  "POST /api/proposals/send-back": { sentBack: true };
  "GET /api/accounts": { accounts: StaffAccount[] };
  "POST /api/accounts/add": SetupLink;
  "POST /api/accounts/role": StaffAccount;
  "POST /api/accounts/link": SetupLink;
  "POST /api/accounts/unlock": StaffAccount;
  "POST /api/accounts/email": StaffAccount;
  "POST /api/accounts/remove": { removed: string };
  "GET /api/requests": RequestList;
  "POST /api/requests/mark": KeptRequest;
  "POST /api/requests/erase": { erased: string[] };
  "GET /api/requests/export": void;
  "GET /api/newsletter": NewsletterAddresses;
  "POST /api/newsletter/remove": { removed: string };
  "GET /api/newsletter/export": void;
}

export type ApiAnswer<Endpoint extends ApiEndpoint> = ApiAnswers[Endpoint];

/**
 * What each endpoint that takes a JSON body is sent: the page sends exactly this; the server, which takes
 * no body on trust, checks each field as it reads it. (GETs and DELETEs say what they ask in the query.)
 */
export interface ApiRequests {
  "POST /api/validate": { manifest: JsonObject };
  "POST /api/publish": { baseHash: string; manifest: JsonObject };
  "PUT /api/draft": DraftContent & { replaces: string | null };
  "POST /api/images/unused": { manifest: JsonObject };
  "POST /api/images/remove": { manifest: JsonObject; paths: string[] };
  "POST /api/schedule": { baseHash: string; manifest: JsonObject; at: string };
  "POST /api/scheduled/cancel": { id: string };
  "POST /api/scheduled/publish": { id: string };
  "POST /api/restore": { baseHash: string; commit: string };
  "POST /api/proposal": { message: string; at: string };
  "POST /api/proposals/approve": { author: string; revision: string; choices: Record<string, Side> };
  "POST /api/proposals/send-back": { author: string; note: string };
  "POST /api/accounts/add": { name: string; role: Role; email: string };
  "POST /api/accounts/role": { name: string; role: Role };
  "POST /api/accounts/link": { name: string };
  "POST /api/accounts/unlock": { name: string };
  "POST /api/accounts/email": { name: string; email: string };
  "POST /api/accounts/remove": { name: string };
  "POST /api/requests/mark": RequestMark;
  "POST /api/requests/erase": { phone: string };
  "POST /api/newsletter/remove": { email: string };
}

/** An endpoint that takes a JSON body, and that body. */
export type BodyEndpoint = keyof ApiRequests & ApiEndpoint;
export type ApiRequest<Endpoint extends BodyEndpoint> = ApiRequests[Endpoint];

/** A body as the server reads it: the fields its endpoint is declared to be sent, each `unknown` until checked. */
export type Asked<Endpoint extends BodyEndpoint> = { [Field in keyof ApiRequest<Endpoint>]?: unknown };

/** An endpoint's method and path. */
export function partsOf(endpoint: ApiEndpoint): { method: string; path: string } {
  const [method, path] = endpoint.split(" ");
  return { method, path };
}
