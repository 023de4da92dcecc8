import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SiteFolder } from "../../scripts/manifest/read-manifest.ts";
import { apiHandler } from "./api-routes.ts";
import { DraftStore } from "./drafts/draft-store.ts";
import { PresenceBoard } from "./drafts/presence.ts";
import { draftsDir, localDataDir } from "./editor-data.ts";
import { preparedEditorApp } from "./editor-app-build.ts";
import { editorFiles } from "./editor-files.ts";
import { editorRequestHandler } from "./editor-requests.ts";
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
  const manifest = new ManifestService(site.manifestFile, publicDir);
  const api = apiHandler({
    guard,
    manifest,
    publicDir,
    drafts: new DraftStore(draftsDir(dataDir)),
    presence: new PresenceBoard(),
  });
  const origin = `http://localhost:${actualPort}`;
  starting.ready(
    editorRequestHandler({
      origin,
      guard,
      manifest,
      api,
      files: editorFiles(app.dir, publicDir),
      htmlFile: app.htmlFile,
      pageMeta: () => ({ "editor-token": token }),
      logName: "Editor server",
      log: (line) => console.error(line),
    }),
  );

  return {
    url: `${origin}/`,
    port: actualPort,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // An open editor page keeps its socket; close(), alone, would wait for it forever.
      server.closeAllConnections();
      await closed;
    },
  };
}
