import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Route, SiteManifest, Text } from "../../src/manifest/site-manifest.generated.ts";
import { siteFolder } from "../manifest/read-manifest.ts";

/** The page copied to grow a site: a treatment page, as a clinic writing one page per treatment would. */
const copiedPath = "/services/physiotherapy/pemf";

/** A text in each of the site's languages, with `suffix` after it. */
function numbered(text: Text, suffix: string): Text {
  if (typeof text === "string") return `${text} ${suffix}`;
  return Object.fromEntries(Object.entries(text).map(([language, words]) => [language, `${words} ${suffix}`]));
}

/**
 * `manifest` grown to `routes` routes with copies of one treatment page, each with its own address, title
 * and heading in every language: the shape of a clinic chain's site, for measuring builds at scale.
 */
export function grownManifest(manifest: SiteManifest, routes: number): SiteManifest {
  const copied = manifest.routes.find((route) => route.path === copiedPath);
  if (!copied) throw new Error(`site.json has no ${copiedPath} to copy`);
  const copies = Array.from({ length: Math.max(0, routes - manifest.routes.length) }, (_, index): Route => {
    const number = String(index + 1);
    return {
      ...structuredClone(copied),
      path: `${copiedPath}-${number}`,
      ...(copied.title ? { title: numbered(copied.title, number) } : {}),
      ...(copied.heading ? { heading: numbered(copied.heading, number) } : {}),
    };
  });
  return { ...manifest, routes: [...manifest.routes, ...copies] };
}

/**
 * Writes a site folder (site.json, and public/ as a link to the source's, or a copy for a site git keeps)
 * holding `routes` routes grown from the site in `sourceDir`. Returns the folder, for SITE_DIR.
 */
export function writeLargeSite(
  sourceDir: string,
  routes: number,
  dir: string,
  { copyPictures = false }: { copyPictures?: boolean } = {},
): string {
  const source = siteFolder(sourceDir);
  const manifest = JSON.parse(readFileSync(source.manifestFile, "utf8")) as SiteManifest;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "site.json"), JSON.stringify(grownManifest(manifest, routes), null, 2));
  if (copyPictures) cpSync(source.publicDir, join(dir, "public"), { recursive: true });
  else symlinkSync(resolve(source.publicDir), join(dir, "public"));
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [routes, dir] = process.argv.slice(2);
  if (!routes || !dir || !Number.isInteger(Number(routes))) {
    console.error("Usage: tsx scripts/bench/large-site.ts ROUTES FOLDER   (grows ./site.json to ROUTES routes)");
    process.exit(1);
  }
  writeLargeSite(process.env.SITE_DIR ?? ".", Number(routes), dir);
  console.log(`Wrote ${dir}/site.json with ${routes} routes; build it with SITE_DIR=${dir}.`);
}
