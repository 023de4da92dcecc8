import { mkdirSync, writeFileSync } from "node:fs";
import { documentLanguage } from "../../src/language/document-language.ts";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { notFoundPathIn, pathInLanguage } from "../../src/manifest/path-rules.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import type * as ServerEntry from "../../src/entry-server.tsx";
import type { BlockType } from "../../src/blocks/block-types.ts";
import { fillTemplate, loadTemplate } from "./html-template.ts";
import { pageStyles, type PageStyleParts } from "./page-styles.ts";
import { fillLaterStylesSlot } from "../../src/styles/later-styles.ts";
import { placeIslands } from "../../src/islands/place-islands.ts";
import { fileForPath, patternPageInLanguage, patternPages, staticPaths } from "./page-paths.ts";
import { robotsTxt, seoHead, sitemapXml } from "./seo.ts";
import { threadsFor, writeInThreads, type PageJob } from "./prerender-threads.ts";
import type { ServerRoutes } from "../server/resolve-request.ts";
import { dayOfMoment, type LocalMoment } from "../../src/dates/local-moment.ts";
import { measureImagesIn } from "../images/measure-images.ts";
import { routeEntriesOf } from "../../src/manifest/route-entry.ts";

export const serverRoutesFile = "server-routes.json";
export const notFoundFile = "404.html";

/** The part of the server entry that renders a page. */
export type PageRenderer = Pick<typeof ServerEntry, "renderPage">;

/**
 * One page as the build writes it: the rendered markup with its islands in place, with its title, description and
 * SEO head, in the site's template, showing the site as of `moment` on the clinic's clock.
 */
export async function prerenderedDocument(
  entry: PageRenderer,
  manifest: SiteManifest,
  { template, moment }: { template: string; moment: LocalMoment },
  path: string,
  canonical: boolean,
  styles: (types: BlockType[], nearTop: BlockType[]) => PageStyleParts = () => ({ inline: "", later: "" }),
): Promise<string> {
  const page = await entry.renderPage(path, moment);
  const head = seoHead(manifest, {
    today: dayOfMoment(moment),
    path,
    title: page.title,
    description: page.description,
    canonical,
    languagePrefix: page.language.prefix,
    pathInDefaultLanguage: page.pathInDefaultLanguage,
  });
  const { inline, later } = styles(page.blockTypes, page.blockTypesNearTop);
  const { html, props } = placeIslands(fillLaterStylesSlot(page.html, later), page.islands);
  return fillTemplate(template, {
    ...page,
    head,
    html,
    styles: inline,
    lang: documentLanguage(manifest.site, page.language.code),
    islandProps: props,
    hasIslands: page.islands.length > 0,
  });
}

export type ServerEntryModule = typeof ServerEntry;

/**
 * The engine's server entry showing the site of `manifest`: each page's content read from it, with what the
 * build measures of its pictures in `publicDir`.
 */
export async function loadServerEntry(
  serverEntryFile: string,
  manifest: SiteManifest,
  publicDir: string,
): Promise<ServerEntryModule> {
  const entry = (await import(pathToFileURL(resolve(serverEntryFile)).href)) as ServerEntryModule;
  entry.showSite(
    manifest.site,
    routeEntriesOf(manifest.routes, (blocks) => measureImagesIn(blocks, publicDir)),
  );
  return entry;
}

/** Writes the page of `path` into distDir as `file`, as the build writes every page as of `moment`. */
export function pageWriter(
  manifest: SiteManifest,
  distDir: string,
  entry: ServerEntryModule,
  moment: LocalMoment,
  template = loadTemplate(distDir),
) {
  const styles = pageStyles(distDir);
  return async (path: string, file: string, canonical: boolean): Promise<string> => {
    const target = join(distDir, file);
    mkdirSync(dirname(target), { recursive: true });
    const document = await prerenderedDocument(entry, manifest, { template, moment }, path, canonical, styles);
    writeFileSync(target, document);
    return target;
  };
}

/**
 * Writes one HTML file per page and language into distDir (a language's pages under its prefix: /gu/about is
 * gu/about/index.html), plus the 404 page and the table the server needs for pattern routes, all as of `moment`.
 */
export async function prerenderSite(
  manifest: SiteManifest,
  { distDir, publicDir }: { distDir: string; publicDir: string },
  serverEntryFile: string,
  moment: LocalMoment,
  {
    onWritten = () => {},
    threads,
  }: {
    /** Told of each page's file as it is written. */
    onWritten?: (file: string) => void;
    /** How many threads write the pages; by default as many as the site's size is worth (threadsFor). */
    threads?: number;
  } = {},
): Promise<number> {
  const entry = await loadServerEntry(serverEntryFile, manifest, publicDir);
  const template = loadTemplate(distDir);
  const paths = staticPaths(manifest, entry.routes);
  const patterns = siteLanguages(manifest.site).flatMap(({ prefix }) =>
    patternPages(manifest, paths).map((page) => patternPageInLanguage(page, prefix)),
  );
  const notFoundPages = siteLanguages(manifest.site).map(({ prefix }) => ({
    prefix,
    file: prefix ? `${prefix.slice(1)}/${notFoundFile}` : notFoundFile,
  }));
  const jobs: PageJob[] = [
    ...siteLanguages(manifest.site).flatMap(({ prefix }) =>
      paths
        .map((path) => pathInLanguage(path, prefix))
        .map((path) => ({ path, file: fileForPath(path), canonical: true })),
    ),
    ...patterns.map((pattern) => ({ path: pattern.samplePath, file: pattern.file, canonical: false })),
    ...notFoundPages.map(({ prefix, file }) => ({ path: notFoundPathIn(prefix), file, canonical: false })),
  ];

  const write = pageWriter(manifest, distDir, entry, moment, template);
  const writeHere = async (share: PageJob[]) => {
    for (const { path, file, canonical } of share) onWritten(await write(path, file, canonical));
  };
  const threadCount = threads ?? threadsFor(jobs.length);
  if (threadCount > 1) {
    const setup = { serverEntryFile, manifest, publicDir, distDir, moment, template };
    await writeInThreads(jobs, threadCount, setup, { onWritten, writeHere });
  } else await writeHere(jobs);

  const { url } = manifest.site;
  writeFileSync(join(distDir, "robots.txt"), robotsTxt(url));
  if (url) writeFileSync(join(distDir, "sitemap.xml"), sitemapXml(url, paths, manifest));

  const serverRoutes: ServerRoutes = {
    notFound: notFoundFile,
    notFoundInLanguages: notFoundPages.filter(({ prefix }) => prefix),
    patterns: patterns.map(({ pattern, file }) => ({ pattern, file })),
  };
  writeFileSync(join(distDir, serverRoutesFile), JSON.stringify(serverRoutes, null, 2));
  return jobs.length;
}
