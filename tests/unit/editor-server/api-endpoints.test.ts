import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiHandler, type ApiRoutes } from "../../../editor/server/api-routes.ts";
import { DraftStore } from "../../../editor/server/drafts/draft-store.ts";
import { PresenceBoard } from "../../../editor/server/drafts/presence.ts";
import { ManifestService } from "../../../editor/server/manifest-service.ts";
import { RequestGuard } from "../../../editor/server/request-guard.ts";
import { apiEndpoints, partsOf, type ApiAnswer, type ApiRequest } from "../../../editor/shared/api-endpoints.ts";
import { manifestText } from "../fixtures/minimal-manifest.ts";

function context() {
  const dir = mkdtempSync(join(tmpdir(), "api-endpoints-"));
  writeFileSync(join(dir, "site.json"), manifestText());
  return {
    guard: RequestGuard.local(5173, "a".repeat(64)),
    manifest: new ManifestService(join(dir, "site.json"), join(dir, "public")),
    publicDir: join(dir, "public"),
    drafts: new DraftStore(join(dir, "drafts")),
    presence: new PresenceBoard(),
  };
}

describe("the editor's API endpoints, each declared once", () => {
  it("are each a method and a path under /api/, none declared twice", () => {
    const endpoints = Object.values(apiEndpoints);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    for (const endpoint of endpoints) {
      const { method, path } = partsOf(endpoint);
      expect(["GET", "POST", "PUT", "DELETE"]).toContain(method);
      expect(path).toMatch(/^\/api\/[a-z/-]+$/);
    }
  });

  it("are all answered by the service, and a missing one stops the server at start", () => {
    expect(() => apiHandler(context())).not.toThrow();
    expect(() => apiHandler(context(), {}, "service")).toThrow(
      /no handler for .*GET \/api\/session.*POST \/api\/restore/,
    );
  });

  // The type check of npm test (tsc) runs over this file: each @ts-expect-error below fails it the day the
  // compiler stops refusing the mistake it marks.
  it("are sent and answered in the shapes declared for each, on both sides, or the type check fails", async () => {
    const route: ApiRoutes[typeof apiEndpoints.versions] = {
      writes: false,
      // @ts-expect-error: the versions endpoint answers { versions }, not a bare list.
      handle: async () => [],
    };
    expect(route?.writes).toBe(false);
    const answer = { versions: [] } satisfies ApiAnswer<typeof apiEndpoints.versions>;
    // @ts-expect-error: the browser cannot read a field the answer does not declare.
    expect(answer.version).toBeUndefined();
    // @ts-expect-error: nor send a body the endpoint does not take (a restore names its version `commit`).
    const body: ApiRequest<typeof apiEndpoints.restore> = { baseHash: "h", commitId: "c" };
    expect(body.baseHash).toBe("h");
  });
});
