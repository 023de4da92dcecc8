import { rmSync } from "node:fs";
import { filesUnder } from "../system/files-under.ts";
import { relative } from "node:path";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { copyPublicFiles, namedPublicFiles } from "../images/named-public-files.ts";
import { writeImageVariants } from "../images/write-image-variants.ts";
import { precompress } from "../hosting/precompress.ts";
import { fileForPath } from "../prerender/page-paths.ts";
import { loadServerEntry, pageWriter } from "../prerender/prerender.ts";
import { sizedFolder } from "../../src/images/image-variants.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import { pathInLanguage } from "../../src/manifest/path-rules.ts";
import type { BuildRecord } from "./build-record.ts";
import { linkTree } from "./link-tree.ts";
import { siteMomentFile, writeBuiltMoment, type BuiltMoment } from "../dates/build-moment.ts";
import type { LocalMoment } from "../../src/dates/local-moment.ts";

/** Every file under `dir`, by its path inside it. */
function filesInside(dir: string): Set<string> {
  return new Set(filesUnder(dir).map((file) => relative(dir, file)));
}

/**
 * A build made from the previous one when only some pages' blocks changed (changedRoutes): its
 * files are linked, the site's pictures and their sized copies brought in again (an upload is new),
 * and the changed pages rendered again as of `moment` with the previous build's server bundle, given
 * their new blocks, then compressed with the moment `built` says its pages show. Every other file is the
 * previous build's, which is what a whole build would write again.
 */
export async function rebuildPages(
  manifest: SiteManifest,
  publicDir: string,
  previous: { dir: string; record: BuildRecord },
  distDir: string,
  changed: number[],
  { moment, built }: { moment: LocalMoment; built: BuiltMoment },
): Promise<{ pages: number; pictures: number }> {
  rmSync(distDir, { recursive: true, force: true });
  const pictures = filesInside(publicDir);
  // Each changed page in each of the site's languages.
  const changedPaths = siteLanguages(manifest.site).flatMap(({ prefix }) =>
    changed.map((index) => pathInLanguage(manifest.routes[index].path, prefix)),
  );
  const pages = new Set(changedPaths.map(fileForPath));
  linkTree(previous.dir, distDir, (path) => {
    const source = path.replace(/\.(br|gz)$/, "");
    return pictures.has(path) || pages.has(source) || source === siteMomentFile || path.startsWith(`${sizedFolder}/`);
  });
  const named = namedPublicFiles(manifest);
  copyPublicFiles(publicDir, distDir, named);
  const entry = await loadServerEntry(previous.record.serverEntry, manifest, publicDir);
  const write = pageWriter(manifest, distDir, entry, moment, previous.record.template);
  const written: string[] = [];
  for (const path of changedPaths) written.push(await write(path, fileForPath(path), true));
  const pageCount = written.length;
  written.push(writeBuiltMoment(distDir, built));
  const images = await writeImageVariants(publicDir, distDir, { named });
  await precompress(distDir, undefined, written);
  return { pages: pageCount, pictures: images.pictures };
}
