import { ask } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { ManifestOnDisk } from "../../shared/contract.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { draftOnto } from "../state/draft-onto.ts";
import type { PreviewOf } from "./PreviewApp.tsx";

/**
 * What a preview tab shows: the version named in its address, or else the person's unpublished
 * changes (the editor keeps them as a draft on the server) laid over site.json as published.
 */
export async function previewSource(
  disk: ManifestOnDisk,
  search: string,
): Promise<{ manifest: JsonObject; preview: PreviewOf }> {
  const query = new URLSearchParams(search);
  const commit = query.get("version");
  if (commit) {
    const [{ text }, { versions }] = await Promise.all([
      ask(apiEndpoints.version, { query: { commit } }),
      ask(apiEndpoints.versions),
    ]);
    const title = versions.find((version) => version.commit === commit)?.title ?? commit.slice(0, 7);
    return {
      manifest: JSON.parse(text) as JsonObject,
      preview: { source: { version: commit }, version: { commit, title }, unpublished: false },
    };
  }
  const proposal = query.get("proposal");
  if (proposal) {
    const { text } = await ask(apiEndpoints.proposedSite, { query: { author: proposal } });
    return {
      manifest: JSON.parse(text) as JsonObject,
      preview: { source: { proposal }, proposal, unpublished: false },
    };
  }
  const { draft } = await ask(apiEndpoints.readDraft);
  return {
    manifest: draft ? draftOnto(draft, disk).manifest : (JSON.parse(disk.text) as JsonObject),
    preview: { unpublished: draft !== null },
  };
}
