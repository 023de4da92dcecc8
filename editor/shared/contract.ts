import type { Problem } from "./problem.ts";

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
  /** Why this editor cannot put the version back, in words; absent when it can. */
  cannotRestore?: string;
  /** Whether the website shows this version now; absent when the server does not say. */
  shownNow?: boolean;
}
