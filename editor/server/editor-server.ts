import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { SiteFolder } from "../../scripts/manifest/read-manifest.ts";
import { apiHandler } from "./api-routes.ts";
import { DraftStore } from "./drafts/draft-store.ts";
import { PresenceBoard } from "./drafts/presence.ts";
import { draftsDir, localDataDir } from "./editor-data.ts";
import { preparedEditorApp } from "./editor-app-build.ts";
import { editorFiles } from "./editor-files.ts";
import { isEditorAddress } from "../app/editor-location.ts";
import { sendEditorPage } from "./editor-page.ts";
import { HttpError, sendError, sendJson } from "./http-io.ts";
import { answerWhileStarting } from "./starting-answer.ts";
import { ManifestService } from "./manifest-service.ts";
import { RequestGuard } from "./request-guard.ts";

export interface EditorServer {
  /** The address to open, e.g. http://localhost:5180/. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const host = "127.0.0.1";

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(text);
}

/**
 * `npm run edit`: the editor page, its API and the site's pictures, on 127.0.0.1 only, for the site
 * in `site` (its site.json and public/ folder).
 */
export async function startEditorServer({
  site,
  port,
  dataDir = localDataDir(site),
}: {
  site: SiteFolder;
  port: number;
  /** Where unpublished changes are kept: EDITOR_DATA_DIR, or editor-data/ in the site's folder. */
  dataDir?: string;
}): Promise<EditorServer> {
  const token = randomBytes(32).toString("hex");
  const { publicDir } = site;
  const server: Server = createServer();
  const starting = answerWhileStarting(server);
  const listening = new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
  const actualPort = await listening;
  const app = await preparedEditorApp().catch((error: unknown) => {
    server.close();
    throw error;
  });

  const guard = RequestGuard.local(actualPort, token);
  const api = apiHandler({
    guard,
    manifest: new ManifestService(site.manifestFile, publicDir),
    publicDir,
    drafts: new DraftStore(draftsDir(dataDir)),
    presence: new PresenceBoard(),
  });
  const files = editorFiles(app.dir, publicDir);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${host}:${actualPort}`);
    if (!guard.isKnownHost(req)) {
      const refusal = new HttpError(
        403,
        "forbidden",
        `Open the editor at http://localhost:${actualPort}/ ; other host names are refused.`,
      );
      return url.pathname.startsWith("/api/") ? sendError(res, refusal) : sendText(res, 403, refusal.message);
    }
    if (url.pathname.startsWith("/api/")) return api(req, res, url);
    if (req.method === "GET" && url.pathname === "/") return sendText(res, 302, "", { Location: "/edit/" });
    if (req.method === "GET" && isEditorAddress(url.pathname)) {
      return sendEditorPage(res, app.htmlFile, { meta: { "editor-token": token } });
    }
    files(req, res, () => sendText(res, 404, `Not found: ${url.pathname}`));
  }

  starting.ready((req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error);
      console.error(`Editor server: ${req.method} ${req.url} failed:`, error);
      sendJson(res, 500, {
        error: "internal",
        message: `The editor server could not do this: ${(error as Error)?.message ?? String(error)}`,
      });
    });
  });

  return {
    url: `http://localhost:${actualPort}/`,
    port: actualPort,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // An open editor page keeps its socket; close(), alone, would wait for it forever.
      server.closeAllConnections();
      await closed;
    },
  };
}
