/*
 * What the editor's server answers and the editor's page reads, declared once for both sides.
 */

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
