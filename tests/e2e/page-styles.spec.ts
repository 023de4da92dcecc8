import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "../support/reused-page.ts";
import { blockRegistry } from "../../src/blocks/registry.ts";
import { findRoute } from "../../src/manifest/find-route.ts";
import { sampleSiteBuild } from "../../scripts/test/builds.ts";
import { ownSheets, sharedSheet, stylesheetInputs } from "../../scripts/prerender/stylesheet-files.ts";
import { builtPages } from "../../scripts/hosting/write-host-configs.ts";
import { manifest } from "./support.ts";

/*
 * Each built page inlines the layout's styles and those of its own blocks only: less to download
 * before the first paint, and nothing a block it holds needs left out.
 */

const distDir = sampleSiteBuild.outDir;
const viteManifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(join(distDir, ".vite/manifest.json"), "utf8"),
);
/** Each stylesheet a page may inline, by its source (src/styles/page.css...), as the build wrote it. */
const builtSheets = new Map(
  Object.values(stylesheetInputs()).map((source) => [
    source,
    readFileSync(join(distDir, viteManifest[source].file), "utf8").trim(),
  ]),
);

const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
const styledAnywhere = new Set([...builtSheets.values()].flatMap((css) => [...classesIn(css)]));

const pages = builtPages(distDir).map(({ file, html }) => {
  const path = `/${relative(distDir, file)
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`;
  const styles = (part: string) => [...part.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  // The head holds the stylesheets; a block may draw a <style> of its own in the body (the carousel's).
  const [head, body] = html.split("</head>");
  return { path, html, styles: styles(head), blockStyles: styles(body) };
});

test("every built page inlines the styles of every class it uses, and the stylesheets of its own blocks only", () => {
  expect(pages.length).toBeGreaterThan(10);
  for (const page of pages) {
    const own = new Set([...page.styles, ...page.blockStyles].flatMap((css) => [...classesIn(css)]));
    const used = new Set([...page.html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
    const missing = [...used].filter((name) => styledAnywhere.has(name) && !own.has(name));
    expect(missing, `${page.path} uses classes its styles leave out`).toEqual([]);

    const inlined = page.styles.map((css) => [...builtSheets].find(([, text]) => text === css)?.[0] ?? "unknown");
    const route = findRoute(manifest.routes, page.path)?.route;
    const types = new Set(route?.blocks.map((block) => block.type) ?? []);
    // A page under one of the site's notices on now is drawn as if it held a notice block.
    if (page.html.includes('class="site-notices"')) types.add("notice");
    const expected = new Set([
      "src/styles/page.css",
      ...[...types].flatMap((type) => (blockRegistry[type].sharedStyles ?? []).map(sharedSheet)),
      ...[...types].flatMap(ownSheets),
    ]);
    expect(new Set(inlined), page.path).toEqual(expected);
  }
});

test("a treatment page's styles are a fraction of the site's", () => {
  const detail = pages.find((page) => page.path === "/services/physiotherapy/pemf");
  if (!detail) throw new Error("the sample site should have the treatment page /services/physiotherapy/pemf");
  const whole = [...builtSheets.values()].join("").length;
  expect(detail.styles.join("").length).toBeLessThan(whole * 0.75);
});
