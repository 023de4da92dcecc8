import type { JsonObject } from "../schema/json-value.ts";

// Keyed by the content hash of site.json as loaded: a draft made on another version of the file
// is never laid over this one.
const prefix = "site-editor-draft:";

export function loadDraft(hash: string): JsonObject | undefined {
  try {
    const text = localStorage.getItem(prefix + hash);
    return text ? (JSON.parse(text) as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the unpublished manifest; false when the browser refused (storage full or disabled). */
export function saveDraft(hash: string, manifest: JsonObject): boolean {
  try {
    localStorage.setItem(prefix + hash, JSON.stringify(manifest));
    return true;
  } catch {
    return false;
  }
}

export function forgetDraft(hash: string): void {
  try {
    localStorage.removeItem(prefix + hash);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
