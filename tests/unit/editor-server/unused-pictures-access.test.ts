import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DraftStore } from "../../../editor/server/drafts/draft-store.ts";
import { PresenceBoard } from "../../../editor/server/drafts/presence.ts";
import { apiHandler } from "../../../editor/server/api-routes.ts";
import { HttpError, sendError } from "../../../editor/server/http-io.ts";
import { ManifestService } from "../../../editor/server/manifest-service.ts";
import { RequestGuard } from "../../../editor/server/request-guard.ts";
import { manifestText, minimalManifest } from "../fixtures/minimal-manifest.ts";

const token = "a".repeat(64);
let server: Server;
let origin: string;
let publicDir: string;
const unusedFile = () => join(publicDir, "images/uploads/old.jpg");

/** The editor's API as `npm run edit` answers it, in this process: the guard, the routes, nothing else. */
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "unused-access-"));
  publicDir = join(dir, "public");
  mkdirSync(join(publicDir, "images/uploads"), { recursive: true });
  writeFileSync(join(dir, "site.json"), manifestText());
  const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#888" } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(publicDir, "images/banner.jpg"), picture);
  writeFileSync(unusedFile(), picture);
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const api = apiHandler({
    guard: RequestGuard.local(port, token),
    manifest: new ManifestService(join(dir, "site.json"), publicDir),
    publicDir,
    drafts: new DraftStore(join(dir, "drafts")),
    presence: new PresenceBoard(),
  });
  server.on("request", (req, res) => {
    api(req, res, new URL(req.url ?? "/", origin)).catch((error: unknown) => {
      if (error instanceof HttpError) sendError(res, error);
      else res.writeHead(500).end(String(error));
    });
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(path: string, headers: Record<string, string>, body: unknown) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const removal = { manifest: minimalManifest, paths: ["/images/uploads/old.jpg"] };

describe("the API of the pictures no page uses", () => {
  it("lists them only for the editor page (its token), and removes them only from its origin", async () => {
    const noToken = await post("/api/images/unused", { Origin: origin }, { manifest: minimalManifest });
    expect(noToken.status).toBe(403);
    const listed = await post("/api/images/unused", { Origin: origin, "X-Editor-Token": token }, removal);
    expect(listed.status).toBe(200);
    const { pictures } = (await listed.json()) as { pictures: { path: string }[] };
    expect(pictures.map((picture) => picture.path)).toEqual(["/images/uploads/old.jpg"]);

    const refused: Record<string, string>[] = [
      { Origin: origin },
      { Origin: origin, "X-Editor-Token": "b".repeat(64) },
      { Origin: "http://evil.example", "X-Editor-Token": token },
      // A change with no Origin, from no page of the editor's own.
      { "X-Editor-Token": token },
    ];
    for (const headers of refused) {
      const response = await post("/api/images/remove", headers, removal);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(existsSync(unusedFile())).toBe(true);
    }
    expect((await fetch(`${origin}/api/images/remove`, { headers: { "X-Editor-Token": token } })).status).toBe(405);

    const removed = await post("/api/images/remove", { Origin: origin, "X-Editor-Token": token }, removal);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: ["/images/uploads/old.jpg"], gone: [] });
    expect(existsSync(unusedFile())).toBe(false);
  });

  it("refuses a removal that does not send the working copy, or names no picture", async () => {
    const headers = { Origin: origin, "X-Editor-Token": token };
    const withoutCopy = await post("/api/images/remove", headers, { paths: ["/images/uploads/old.jpg"] });
    expect(withoutCopy.status).toBe(400);
    const withoutPaths = await post("/api/images/remove", headers, { manifest: minimalManifest, paths: [] });
    expect(withoutPaths.status).toBe(400);
    const used = await post("/api/images/remove", headers, { manifest: {}, paths: ["/images/banner.jpg"] });
    expect(used.status).toBe(409);
    expect(existsSync(join(publicDir, "images/banner.jpg"))).toBe(true);
  });
});
