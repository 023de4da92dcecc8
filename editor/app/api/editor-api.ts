import type { Removal } from "../../server/picture-removal.ts";
import type { UnusedPicture } from "../../server/unused-pictures.ts";
import type { Version } from "../../server/versions/site-history.ts";
import { editorMode, editorToken } from "../editor-mode.ts";
import type { ImageFile } from "../editor-services.tsx";
import type { JsonObject } from "../schema/json-value.ts";
import type { Problem } from "./problem.ts";

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-Editor-Token", editorToken());
  try {
    return await fetch(path, { ...init, headers });
  } catch {
    throw new Error(
      editorMode === "service"
        ? "The editor cannot reach its server. Check the internet connection, then try again."
        : "The editor cannot reach its server. Is `npm run edit` still running in the terminal?",
    );
  }
}

async function messageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  // The server answers a refusal with { error: code, message: plain words }.
  const text =
    typeof body === "object" && body !== null && "message" in body
      ? String((body as { message: unknown }).message)
      : "";
  return text || `The editor server answered ${response.status} ${response.statusText}.`;
}

export interface ManifestOnDisk {
  text: string;
  hash: string;
}

export async function fetchManifest(): Promise<ManifestOnDisk> {
  const response = await call("/api/manifest");
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as ManifestOnDisk;
}

export interface Findings {
  errors: Problem[];
  warnings: Problem[];
}

export async function validateManifest(manifest: JsonObject): Promise<Findings> {
  const response = await postJson("/api/validate", { manifest });
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as Findings;
}

export interface Published {
  hash: string;
  changed: boolean;
  warnings: Problem[];
  /** Something that did not stop the publish, in words (History could not record it…). */
  notice?: string;
}

export type PublishResult =
  | ({ kind: "published" } & Published)
  | { kind: "invalid"; errors: Problem[]; warnings: Problem[] }
  | { kind: "changed-on-disk"; hash: string };

async function publishOutcome(response: Response): Promise<PublishResult> {
  if (response.status === 409) return { kind: "changed-on-disk", ...((await response.json()) as { hash: string }) };
  if (response.status === 422) return { kind: "invalid", ...((await response.json()) as Findings) };
  if (!response.ok) throw new Error(await messageOf(response));
  return { kind: "published", ...((await response.json()) as Published) };
}

function postJson(path: string, body: unknown): Promise<Response> {
  return call(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

export async function publishManifest(baseHash: string, manifest: JsonObject): Promise<PublishResult> {
  return publishOutcome(await postJson("/api/publish", { baseHash, manifest }));
}

export type { Version };

export async function listVersions(): Promise<Version[]> {
  const response = await call("/api/versions");
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { versions: Version[] }).versions;
}

/** site.json as a published version had it. */
export async function fetchVersionText(commit: string): Promise<string> {
  const response = await call(`/api/version?commit=${encodeURIComponent(commit)}`);
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { text: string }).text;
}

/** Publishes an earlier version again, as a new one. */
export async function restoreVersion(baseHash: string, commit: string): Promise<PublishResult> {
  return publishOutcome(await postJson("/api/restore", { baseHash, commit }));
}

export async function listImages(): Promise<ImageFile[]> {
  const response = await call("/api/images");
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { images: ImageFile[] }).images;
}

export async function uploadImage(file: File): Promise<string> {
  const response = await call(`/api/upload?name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (response.status === 415) {
    const { error } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: string };
    if (error === "damaged-picture") throw new Error(`“${file.name}”: ${await messageOf(response)}`);
    throw new Error(`“${file.name}” is not a JPEG, PNG or WebP picture, so it was not uploaded.`);
  }
  if (response.status === 413) throw new Error(`“${file.name}” is too large to upload (the limit is 10 MB).`);
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { path: string }).path;
}

export type { UnusedPicture };

/** The pictures no page uses, judged against this working copy (unpublished edits included) and the website. */
export async function listUnusedPictures(manifest: JsonObject): Promise<UnusedPicture[]> {
  const response = await postJson("/api/images/unused", { manifest });
  if (!response.ok) throw new Error(await messageOf(response));
  return ((await response.json()) as { pictures: UnusedPicture[] }).pictures;
}

/** Removes pictures no page uses; the server refuses, removing none, if a page uses any of them. */
export async function removePictures(manifest: JsonObject, paths: string[]): Promise<Removal> {
  const response = await postJson("/api/images/remove", { manifest, paths });
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as Removal;
}
