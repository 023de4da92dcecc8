import { rmSync } from "node:fs";
import { build } from "vite";
import { BuildProblem } from "./build-problem.ts";
import { precompress } from "./hosting/precompress.ts";
import { writeHostConfigs } from "./hosting/write-host-configs.ts";
import { writeImageVariants } from "./images/write-image-variants.ts";
import { currentSite, readManifest, reportText } from "./manifest/read-manifest.ts";
import { pageStyles } from "./prerender/page-styles.ts";
import { prerenderSite } from "./prerender/prerender.ts";
import { blockStyles } from "../src/blocks/block-styles.ts";
import type { BlockType } from "../src/blocks/block-types.ts";

// OUT_DIR lets two builds (say, two people testing at once) live side by side.
const distDir = process.env.OUT_DIR ?? "dist";
const serverDir = `node_modules/.cache/site-ssr/${distDir.replace(/[^A-Za-z0-9]+/g, "_")}`;

const report = await readManifest();
if (!report.manifest) {
  console.error(reportText(report));
  process.exit(1);
}
if (report.warnings.length) console.warn(reportText(report));

async function buildSite(manifest: NonNullable<typeof report.manifest>) {
  rmSync(distDir, { recursive: true, force: true });
  await build({ logLevel: "warn", build: { outDir: distDir } });
  await build({
    logLevel: "warn",
    build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, manifest: false },
  });
  const pages = await prerenderSite(manifest, distDir, `${serverDir}/entry-server.js`);
  // The server bundle is used only to prerender; a build into a throwaway folder leaves nothing behind.
  rmSync(serverDir, { recursive: true, force: true });
  const images = await writeImageVariants(currentSite.publicDir, distDir);
  // Every stylesheet a page may inline is allowed, used today or not: a page that a publish adds, with a
  // block used nowhere before, then needs no new header, which a server reads only when it starts.
  const hosting = writeHostConfigs(manifest, distDir, pageStyles(distDir)(Object.keys(blockStyles) as BlockType[]));
  const compressed = await precompress(distDir);
  return { pages, images, hosting, compressed };
}

const { pages, images, hosting, compressed } = await buildSite(report.manifest).catch((error: unknown) => {
  // A problem of the site's own (a picture that cannot be read) is said in words alone; a bug keeps its stack.
  if (!(error instanceof BuildProblem)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(
  `Built ${pages} pages and sized ${images.pictures} pictures (${images.encoded} variants encoded anew, ` +
    `${images.pruned} unused ones dropped from the cache) into ${distDir}/.`,
);
console.log(
  `Wrote _headers and _redirects (${hosting.inline} inline styles and scripts allowed by hash), ` +
    `${hosting.nginx}, and .br and .gz beside ${compressed.files} files (${compressed.compressed} compressed anew).`,
);
