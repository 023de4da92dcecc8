import { cpSync, rmSync } from "node:fs";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { measureImagesIn } from "../images/measure-images.ts";
import { writeImageVariants } from "../images/write-image-variants.ts";
import { precompress } from "../hosting/precompress.ts";
import { fileForPath } from "../prerender/page-paths.ts";
import { loadServerEntry, pageWriter } from "../prerender/prerender.ts";
import type { BuildRecord } from "./build-record.ts";

/**
 * A build made from the previous one when only some pages' blocks changed (changedRoutes): its
 * files are copied, the site's pictures brought in again (an upload is new), and the changed pages
 * rendered again with the previous build's server bundle, given their new blocks, then compressed.
 * Every other file is the previous build's, which is what a whole build would write again.
 */
export async function rebuildPages(
  manifest: SiteManifest,
  publicDir: string,
  previous: { dir: string; record: BuildRecord },
  distDir: string,
  changed: number[],
): Promise<{ pages: number; pictures: number }> {
  rmSync(distDir, { recursive: true, force: true });
  cpSync(previous.dir, distDir, { recursive: true });
  cpSync(publicDir, distDir, { recursive: true, dereference: true });
  const entry = await loadServerEntry(`${previous.record.serverBundle}/entry-server.js`);
  for (const index of changed) {
    const blocks = manifest.routes[index].blocks;
    const images = await measureImagesIn(blocks, publicDir);
    entry.routes[index].loadContent = async () => ({ blocks, images });
  }
  const write = pageWriter(manifest, distDir, entry, previous.record.template);
  const written: string[] = [];
  for (const index of changed) {
    const { path } = manifest.routes[index];
    written.push(await write(path, fileForPath(path), true));
  }
  const images = await writeImageVariants(publicDir, distDir);
  await precompress(distDir, undefined, written);
  return { pages: written.length, pictures: images.pictures };
}
