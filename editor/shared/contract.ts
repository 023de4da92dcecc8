import type { Problem } from "./problem.ts";
import type { JsonObject } from "./schema/json-value.ts";
import type { Role } from "./roles.ts";

/*
 * What the editor's server answers and the editor's page reads, declared once for both sides.
 */

/** A publish that went through: the hash of site.json now, whether anything changed, what to look at. */
export interface Published {
  hash: string;
  changed: boolean;
  warnings: Problem[];
  /** The version recorded in History, when anything changed (on the clinic's server). */
  version?: string;
  /** Something that did not stop the publish, in words (History could not record it…). */
  notice?: string;
}

export interface LibraryImage {
  /** As site.json writes it: "/images/…". */
  path: string;
  width: number;
  height: number;
}

export interface UnusedPicture extends LibraryImage {
  /** The file's size in bytes. */
  bytes: number;
  /** When the file was last written (an upload's moment), as an ISO date. */
  addedAt: string;
}

export interface Removal {
  /** The pictures removed now, as site paths. */
  removed: string[];
  /** Those already gone (another tab removed them first): nothing to do, and no reason to refuse. */
  gone: string[];
}

/** A published version of the site: a commit that changed site.json or its pictures, and nothing else. */
export interface Version {
  commit: string;
  author: string;
  date: string;
  title: string;
  changes: string[];
  /** Addresses of the pages it changed or added (none for versions recorded before they were kept). */
  pages: string[];
  /** Who approved it, when its author proposed it (the author may not publish). */
  approvedBy?: string;
  /** Why this editor cannot put the version back, in words; absent when it can. */
  cannotRestore?: string;
  /** Whether the website shows this version now; absent when the server does not say. */
  shownNow?: boolean;
}

/** site.json as the server has it now. */
export interface ManifestOnDisk {
  text: string;
  hash: string;
}

/** The checks' findings in a working copy of site.json. */
export interface Findings {
  errors: Problem[];
  warnings: Problem[];
  /** What has ended (holiday hours, notices): visitors no longer see it. */
  notes?: Problem[];
}

/** A change someone scheduled to publish later, as the server lists it. */
export interface ScheduledChange {
  id: string;
  author: string;
  /** The clinic's local day and time it goes live at. */
  at: string;
  atInstant: string;
  scheduledAt: string;
  title: string;
  changes: string[];
  /** Why it was not published at its time, when it was not. */
  refused?: { at: string; reason: string };
  /** Who approved it, when its author may not publish. */
  approvedBy?: string;
}

/** The live site's rebuild at a dated moment that failed; it is being tried again. */
export interface DatedRebuildFailure {
  moment: string;
  failedAt: string;
  message: string;
}

/** What is new, for an editor that asks every few seconds. */
export interface Activity {
  /** The hash of site.json as published now. */
  hash: string;
  /** The others with the editor open, and the page each has open ("" for the site's settings). */
  editors: { name: string; page: string }[];
  /** Who published the version `hash` is, and what it changed, when this server published it. */
  latestPublish?: { author: string; approvedBy?: string; title: string; changes: string[]; at: string };
  /** How many patients' requests nobody has acted on yet; only the clinic's server keeps them. */
  newRequests?: number;
  /** How many proposals wait for approval, for one who may approve them. */
  waitingProposals?: number;
  /** This person's own proposal, while there is one to tell of. */
  ownProposal?: OwnProposal;
}

/**
 * A person's unpublished changes: the site as they have it (`manifest`), and the published version
 * they started from (`base`, whose site.json hashed to `baseHash`), so that their changes can be
 * carried onto whatever is published meanwhile. `revision` changes with every save.
 */
export interface SavedDraft {
  baseHash: string;
  base: JsonObject;
  manifest: JsonObject;
  revision: string;
  savedAt: string;
}

/** What a save sends of a draft: the server gives it its revision and moment. */
export type DraftContent = Pick<SavedDraft, "baseHash" | "base" | "manifest">;

/** A person's own proposal: their draft, asked to be approved, and what became of it. */
export interface OwnProposal {
  state: "waiting" | "sent-back" | "approved";
  /** What they wrote with it, for the approver ("" when nothing). */
  message: string;
  /** The clinic's day and time it is to go live at, once approved; now when left out. */
  at?: string;
  proposedAt: string;
  /** Who sent it back or approved it, and when; with a note when sent back. */
  decidedBy?: string;
  decidedAt?: string;
  note?: string;
}

/** A proposal waiting for approval, as an approver reads it: what would go live, in History's words. */
export interface ProposalForReview {
  author: string;
  message: string;
  proposedAt: string;
  /** The clinic's day and time it is to go live at, once approved; now when left out. */
  at?: string;
  /** The revision of the author's draft shown: an approval names it, so nothing else goes live. */
  revision: string;
  title: string;
  changes: string[];
  /** Addresses of the pages it changes, to see each as it would go live. */
  pages: string[];
  /** Places a version published since changed too: each is chosen when it is approved. */
  clashes: ProposalClash[];
}

/** A place both a proposal and a version published since changed, in words, with each one's value. */
export interface ProposalClash {
  /** Names it for a choice, as drafts' conflicts are named. */
  key: string;
  place: string;
  mine: string;
  theirs: string;
}

/** A staff account as the owner manages it: never its password or its link's secret. */
export interface StaffAccount {
  name: string;
  role: Role;
  createdAt: string;
  /** Whether the person has chosen a password (an account added from the editor waits for its link). */
  passwordSet: boolean;
  /** Until when the one-time link to choose a password works, while one is out. */
  linkExpiresAt?: string;
  /** Where the editor's notices reach them (a proposal waiting for approval), when given. */
  email?: string;
}

/** A one-time link, shown once to the owner to hand over: the person chooses their password with it. */
export interface SetupLink {
  account: StaffAccount;
  link: string;
}

/** What an approval did: published now, or scheduled for the moment its author chose. */
export type ApprovalOutcome =
  { kind: "published"; published: Published } | { kind: "scheduled"; scheduled: ScheduledChange };
