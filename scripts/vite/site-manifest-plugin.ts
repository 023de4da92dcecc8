import { resolve } from "node:path";
import { plainText } from "../../src/text/shown-text.ts";
import type { Plugin, ViteDevServer } from "vite";
import { escapeHtml } from "../../src/text/escape-html.ts";
import { fillPlaceholders, placeholders } from "../prerender/html-template.ts";
import { currentSite, readManifest, reportText, type SiteFolder } from "../manifest/read-manifest.ts";
import type { ManifestReport } from "../manifest/validate-manifest.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { pathOfAddress } from "../../src/manifest/path-rules.ts";
import { pageTitle } from "../../src/manifest/page-title.ts";

const siteId = "virtual:site";
const routePrefix = "virtual:site/route/";
const resolvedPrefix = "\0";
const schemaFile = resolve("schema/site.schema.json");

/** `virtual:site` as a site handed over while the code runs, not built in (src/manifest/site-module.ts). */
export const siteModuleFile = resolve(import.meta.dirname, "../../src/manifest/site-module.ts");

class ManifestError extends Error {
  constructor(report: ManifestReport) {
    super(`site.json has errors; the site cannot be built until they are fixed.\n\n${reportText(report)}`);
    this.name = "ManifestError";
    // The overlay shows the stack under the message; the message already says everything.
    this.stack = "";
  }
}

function siteModule(manifest: SiteManifest): string {
  const routes = manifest.routes.map(({ blocks: _blocks, ...settings }, index) => {
    return `{...${JSON.stringify(settings)}, loadContent: () => import(${JSON.stringify(routePrefix + index)})}`;
  });
  return `export const site = ${JSON.stringify(manifest.site)};\nexport const routes = [\n${routes.join(",\n")}\n];\n`;
}

/**
 * The development server's `virtual:site`: site.json's site data plus route settings, and one
 * `virtual:site/route/N` module per page (its blocks), so each page's content is its own chunk. Every
 * load validates first: the dev overlay shows every error at once. A build's bundles hold only the
 * engine's code (site-module.ts): the prerenderer hands them the site it checked, so one pair of
 * bundles serves every build of the same code (scripts/incremental/engine-bundles.ts).
 */
export function siteManifestPlugin(siteFolder: SiteFolder = currentSite): Plugin {
  const { manifestFile: file, publicDir } = siteFolder;
  let report: Promise<ManifestReport> | undefined;
  // `npm run build` prints warnings itself, before Vite starts; the dev server has only this plugin to say them.
  let printedWarnings = false;
  let isBuild = false;

  const current = (): Promise<ManifestReport> => (report ??= readManifest(file, publicDir));
  const manifestOrThrow = async (): Promise<SiteManifest> => {
    const checked = await current();
    if (!checked.manifest) throw new ManifestError(checked);
    return checked.manifest;
  };

  async function onManifestChange(server: ViteDevServer) {
    report = undefined;
    printedWarnings = false;
    for (const id of server.moduleGraph.idToModuleMap.keys()) {
      if (id.startsWith(resolvedPrefix + siteId)) {
        const module = server.moduleGraph.getModuleById(id);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    }
    const checked = await current();
    if (checked.errors.length) {
      const error = new ManifestError(checked);
      server.config.logger.error(error.message);
      server.ws.send({ type: "error", err: { message: error.message, stack: "", plugin: "site-manifest", id: file } });
    } else {
      server.ws.send({ type: "full-reload" });
    }
  }

  return {
    name: "site-manifest",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(id) {
      if (isBuild && id === siteId) return siteModuleFile;
      if (id === siteId || id.startsWith(routePrefix)) return resolvedPrefix + id;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix + siteId)) return;
      const manifest = await manifestOrThrow();
      this.addWatchFile(file);
      const { warnings } = await current();
      if (!printedWarnings && warnings.length) {
        printedWarnings = true;
        this.warn(`site.json warnings:\n${warnings.join("\n")}`);
      }
      if (id === resolvedPrefix + siteId) return siteModule(manifest);
      const index = Number(id.slice((resolvedPrefix + routePrefix).length));
      const blocks = manifest.routes[index]?.blocks ?? [];
      // Sized copies of pictures exist only in a build; the dev server serves each picture as it is.
      return `export const blocks = ${JSON.stringify(blocks)};\nexport const images = {};`;
    },
    // A build leaves the placeholders for the prerenderer, which fills them page by page. Other
    // pages the dev server transforms (the visual editor's) hold no placeholders and pass as they are.
    async transformIndexHtml(html, context) {
      if (!context.server || !html.includes(placeholders.root)) return html;
      const { manifest } = await current();
      if (!manifest) return html;
      return fillPlaceholders(html, {
        title: escapeHtml(pageTitle(manifest.site)),
        description: escapeHtml(plainText(manifest.site.description)),
        head: "",
        // The development server's page loads every style itself (src/main.tsx).
        styles: "",
        root: placeholders.root,
      });
    },
    configureServer(server) {
      server.watcher.add([file, schemaFile]);
      const watchedChange = (changed: string) => {
        if (changed === file || changed === schemaFile || changed.startsWith(resolve(publicDir, "images"))) {
          onManifestChange(server).catch((error: unknown) =>
            server.config.logger.error(`site.json could not be read: ${String(error)}`),
          );
        }
      };
      server.watcher.on("change", watchedChange);
      server.watcher.on("add", watchedChange);
      server.watcher.on("unlink", watchedChange);
      // Vite answers an address it cannot decode with an empty 404; the site answers it with its 404
      // page. The page shell goes out instead, and the app, reading the address, draws that page.
      server.middlewares.use((request, _response, next) => {
        if (request.url && pathOfAddress(request.url.split(/[?#]/)[0]) === undefined) request.url = "/";
        next();
      });
    },
  };
}
