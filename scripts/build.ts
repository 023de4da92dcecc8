import { cpSync } from "node:fs";
import { BuildProblem, UnreadablePicture, writeBuildProblem } from "./build-problem.ts";
import { startCompression } from "./hosting/precompress.ts";
import { filesUnder } from "./system/files-under.ts";
import { removeAside } from "./system/remove-aside.ts";
import { writeHostConfigs } from "./hosting/write-host-configs.ts";
import { copyPublicFiles, namedPublicFiles } from "./images/named-public-files.ts";
import { writeImageVariants } from "./images/write-image-variants.ts";
import { currentSite, readManifest, reportText } from "./manifest/read-manifest.ts";
import { loadTemplate } from "./prerender/html-template.ts";
import { pageStyles } from "./prerender/page-styles.ts";
import { prerenderSite } from "./prerender/prerender.ts";
import { blockTypes } from "../src/blocks/registry.ts";
import type { SiteManifest } from "../src/manifest/site-manifest.generated.ts";
import { codeFingerprint, readBuildRecord, writeBuildRecord } from "./incremental/build-record.ts";
import { engineBundles } from "./incremental/engine-bundles.ts";
import { changedRoutes } from "./incremental/changed-routes.ts";
import { rebuildPages } from "./incremental/rebuild-pages.ts";
import { buildMoment, builtMoment, holdsAt, writeBuiltMoment, type BuiltMoment } from "./dates/build-moment.ts";

// A build is the production build whoever starts it (a test under vitest has NODE_ENV=test): its engine
// bundles are shared by every build of the same code, and React renders its pages as in production.
process.env.NODE_ENV = "production";

// OUT_DIR lets two builds (say, two people testing at once) live side by side.
const distDir = process.env.OUT_DIR ?? "dist";

// MANIFEST_CHECKED: the editor service checked this very text before building it (readManifest).
const report = await readManifest(undefined, undefined, process.env.MANIFEST_CHECKED);
if (!report.manifest) {
  console.error(reportText(report));
  process.exit(1);
}
if (report.warnings.length) console.warn(reportText(report));
const asOf = buildMoment(process.argv.slice(2), report.manifest);
if ("problem" in asOf) {
  console.error(asOf.problem);
  process.exit(1);
}
const { moment } = asOf;

// BUILD_RECORD=1 keeps, beside the build, what the next one needs to start from it (the editor
// service's builds); REUSE_BUILD names such an earlier build, to start from when only pages' blocks changed.
const keepRecord = process.env.BUILD_RECORD === "1";
const reuseDir = process.env.REUSE_BUILD;
// PRERENDER_THREADS: how many threads write the pages, instead of as many as the site's size is worth.
const prerenderThreads = Number(process.env.PRERENDER_THREADS) || undefined;

async function buildSite(manifest: SiteManifest, code: string): Promise<string[]> {
  const { publicDir } = currentSite;
  const engine = await engineBundles(code);
  const removed = removeAside(distDir);
  cpSync(engine.clientDir, distDir, { recursive: true });
  const named = namedPublicFiles(manifest);
  const dropped = copyPublicFiles(publicDir, distDir, named);
  const template = loadTemplate(distDir);
  // Each page is compressed as soon as it is written, on the thread pool, while the next ones render.
  const compression = startCompression();
  const pages = await prerenderSite(manifest, { distDir, publicDir }, engine.serverEntry, moment, {
    onWritten: compression.add,
    threads: prerenderThreads,
  });
  const built = builtMoment(manifest, moment);
  writeBuiltMoment(distDir, built);
  if (keepRecord) writeBuildRecord(distDir, { code, manifest, serverEntry: engine.serverEntry, template, built });
  const images = await writeImageVariants(publicDir, distDir, { named });
  // Every stylesheet a page may inline is allowed, used today or not: a page that a publish adds, with a
  // block used nowhere before, then needs no new header, which a server reads only when it starts.
  const hosting = writeHostConfigs(manifest, distDir, pageStyles(distDir)(blockTypes).inline);
  for (const file of filesUnder(distDir)) compression.add(file);
  const compressed = await compression.finish();
  await removed;
  return [
    `Built ${pages} pages as of ${moment} (${built.timeZone})${untilText(built)} and sized ${images.pictures} ` +
      `pictures (${images.encoded} variants encoded anew, ` +
      `${images.pruned} unused ones dropped from the cache) into ${distDir}/` +
      (dropped ? `; left out ${dropped} files of public/images that site.json does not name.` : "."),
    `Wrote _headers and _redirects (${hosting.inline} inline styles and scripts allowed by hash), ` +
      `${hosting.nginx}, and .br and .gz beside ${compressed.files} files (${compressed.compressed} compressed anew).`,
  ];
}

const untilText = (built: BuiltMoment) => (built.nextChange ? `, until ${built.nextChange}` : "");

/**
 * The build from REUSE_BUILD with only the changed pages made again; undefined when a whole build is
 * needed (other code, other pages' settings, or a moment at which the other pages show something else).
 */
async function rebuildFromPrevious(manifest: SiteManifest, code: string): Promise<string[] | undefined> {
  const record = reuseDir ? readBuildRecord(reuseDir) : undefined;
  if (!reuseDir || !record || record.code !== code || !holdsAt(record.built, moment)) return undefined;
  const changed = changedRoutes(record.manifest, manifest);
  if (!changed) return undefined;
  const built = builtMoment(manifest, record.built.shownAsOf);
  const previous = { dir: reuseDir, record };
  const rebuilt = await rebuildPages(manifest, currentSite.publicDir, previous, distDir, changed, { moment, built });
  if (keepRecord) writeBuildRecord(distDir, { ...record, manifest, built });
  return [
    `Built ${rebuilt.pages} changed pages into ${distDir}/${untilText(built)}; ` +
      `every other file is the same as in ${reuseDir}.`,
  ];
}

const { manifest } = report;
const code = codeFingerprint();
async function buildWhatChanged(): Promise<string[]> {
  return (await rebuildFromPrevious(manifest, code)) ?? buildSite(manifest, code);
}

const summary = await buildWhatChanged().catch((error: unknown) => {
  // A problem of the site's own (a picture that cannot be read) is said in words alone; a bug keeps its stack.
  if (!(error instanceof BuildProblem)) throw error;
  console.error(error instanceof UnreadablePicture ? error.on(manifest) : error.message);
  if (error instanceof UnreadablePicture && process.env.BUILD_PROBLEM_FILE)
    writeBuildProblem(process.env.BUILD_PROBLEM_FILE, error.record(manifest));
  process.exit(1);
});
for (const line of summary) console.log(line);
