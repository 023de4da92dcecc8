import { rmSync } from "node:fs";
import { build } from "vite";
import { readManifest, reportText } from "./manifest/read-manifest.ts";
import { prerenderSite } from "./prerender/prerender.ts";

const distDir = "dist";
const serverDir = "node_modules/.cache/site-ssr";

const report = readManifest();
if (!report.manifest) {
  console.error(reportText(report));
  process.exit(1);
}
if (report.warnings.length) console.warn(reportText(report));

rmSync(distDir, { recursive: true, force: true });
await build({ logLevel: "warn" });
await build({ logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, manifest: false } });
const pages = await prerenderSite(report.manifest, distDir, `${serverDir}/entry-server.js`);
console.log(`Built ${pages} pages into ${distDir}/.`);
