import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer as createViteServer, type Plugin, type ViteDevServer } from "vite";
import type { SiteFolder } from "../../scripts/manifest/read-manifest.ts";
import { siteManifestPlugin } from "../../scripts/vite/site-manifest-plugin.ts";
import { liveSitePlugin } from "../app/live-site/live-site-plugin.ts";
import { apiHandler } from "./api-routes.ts";
import { isEditorAddress } from "../app/editor-location.ts";
import { sendEditorPage } from "./editor-page.ts";
import { HttpError, sendError, sendJson } from "./http-io.ts";
import { ManifestService } from "./manifest-service.ts";
import { RequestGuard } from "./request-guard.ts";

export interface EditorServer {
  /** The address to open, e.g. http://localhost:5180/. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const host = "127.0.0.1";

/** The editor page's own address as Vite sees it, so that its relative links resolve beside it. */
const pageUrl = "/editor/app/index.html";

/**
 * The site's plugin without its watcher: the editor reads site.json through its API, and the
 * plugin's reload of every open page when site.json or a picture changes (a publish, an upload,
 * an edit by hand) would throw away the editor's unpublished work. Publish notices such a change.
 */
function siteManifestPluginWithoutReload(site: SiteFolder): Plugin {
  const { configureServer: _reloadOnChange, ...plugin } = siteManifestPlugin(site);
  return plugin;
}

/** The editor's own code and the site's engine; the site it edits may live elsewhere. */
const projectRoot = resolve(import.meta.dirname, "../..");

function createVite(site: SiteFolder, httpServer: Server): Promise<ViteDevServer> {
  return createViteServer({
    root: projectRoot,
    publicDir: site.publicDir,
    // The site's config is for building the site; the editor uses the site's plugins, and its
    // canvas reads the editor's working copy of the site settings as `virtual:site`.
    configFile: false,
    plugins: [liveSitePlugin(), siteManifestPluginWithoutReload(site), react()],
    appType: "custom",
    // Apart from the site's own (`npm run dev`), whose configuration differs; Vite re-bundles the
    // dependencies when the lockfile changes, so every editor and every test shares one warm copy.
    cacheDir: join(projectRoot, "node_modules/.vite-editor"),
    // Dependencies found from the editor page at start, not one by one as the page asks for them
    // (each late find makes Vite re-bundle and reload the page).
    optimizeDeps: { entries: ["editor/app/index.html"] },
    clearScreen: false,
    // Vite's page script always opens its socket; on the editor's own port, two editors never collide.
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(text);
}

/**
 * `npm run edit`: the editor page, its API and, through Vite, the site's own modules, styles and
 * pictures, on 127.0.0.1 only, for the site in `site` (its site.json and public/ folder).
 */
export async function startEditorServer({ site, port }: { site: SiteFolder; port: number }): Promise<EditorServer> {
  const token = randomBytes(32).toString("hex");
  const { publicDir } = site;
  const server: Server = createServer();
  const listening = new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
  const actualPort = await listening;
  const vite = await createVite(site, server).catch((error: unknown) => {
    server.close();
    throw error;
  });

  const guard = RequestGuard.local(actualPort, token);
  const api = apiHandler({ guard, manifest: new ManifestService(site.manifestFile, publicDir), publicDir });
  const htmlFile = join(projectRoot, "editor/app/index.html");

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
      return sendEditorPage(res, htmlFile, {
        meta: { "editor-token": token },
        transform: (html) => vite.transformIndexHtml(pageUrl, html),
      });
    }
    vite.middlewares(req, res, () => sendText(res, 404, `Not found: ${url.pathname}`));
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
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
      await vite.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // An open editor page keeps its socket; close(), alone, would wait for it forever.
      server.closeAllConnections();
      await closed;
    },
  };
}
