import { spawnSync } from "node:child_process";
import { filesUnder } from "../system/files-under.ts";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { readBuiltMoment } from "../dates/build-moment.ts";
import { currentSite, readManifest } from "../manifest/read-manifest.ts";
import { nextChangeAfter } from "../../src/dates/next-change.ts";
import type { LocalMoment } from "../../src/dates/local-moment.ts";
import { nodeScriptArgs } from "../system/node-script.ts";

/** A page of a build as of a moment, and its HTML as the server sends it to a browser that takes brotli. */
export interface DatedPage {
  moment: LocalMoment;
  file: string;
  compressedBytes: number;
}

/** At most this many moments ahead: a site whose dated content changes every day is judged on its next month. */
const mostMoments = 30;

/** Each page of the build in `dir`, with the size of its brotli file. */
function compressedPageSizes(dir: string, moment: LocalMoment): DatedPage[] {
  return filesUnder(dir)
    .filter((path) => path.endsWith(".html.br"))
    .map((path) => ({
      moment,
      file: relative(dir, path).replace(/\.br$/, ""),
      compressedBytes: statSync(path).size,
    }));
}

/**
 * Every page as it will be at each moment its dated content (notices, holiday hours) changes after the
 * build in `distDir` was made: the site is built as of each such moment into a folder of its own, which
 * is removed after. The pictures' variants come from the build's cache, so each build takes seconds.
 */
export async function pagesAtComingChanges(distDir: string): Promise<DatedPage[]> {
  const report = await readManifest();
  const shownAsOf = readBuiltMoment(distDir)?.shownAsOf;
  if (!report.manifest || !shownAsOf)
    throw new Error(`${distDir} holds no build of the site's site.json to go on from.`);
  const pages: DatedPage[] = [];
  let moment = nextChangeAfter(report.manifest, shownAsOf);
  for (let count = 0; moment && count < mostMoments; count++) {
    const outDir = mkdtempSync(join(tmpdir(), "bench-as-of-"));
    try {
      const build = spawnSync(process.execPath, nodeScriptArgs("scripts/build.ts", ["--at", moment]), {
        env: { ...process.env, SITE_DIR: currentSite.dir, OUT_DIR: outDir },
        encoding: "utf8",
        timeout: 600_000,
      });
      if (build.status !== 0) throw new Error(`The build as of ${moment} failed:\n${build.stderr}`);
      pages.push(...compressedPageSizes(outDir, moment));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(`${outDir}.nginx.conf`, { force: true });
    }
    moment = nextChangeAfter(report.manifest, moment);
  }
  return pages;
}
