import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { join, relative } from "node:path";
import { expect, test } from "../support/reused-page.ts";
import { blockRegistry } from "../../src/blocks/registry.ts";
import { findRoute } from "../../src/manifest/find-route.ts";
import { sampleSiteBuild } from "../../scripts/test/builds.ts";
import { ownSheets, sharedSheet, stylesheetInputs } from "../../scripts/prerender/stylesheet-files.ts";
import { builtPages } from "../../scripts/hosting/write-host-configs.ts";
import { manifest } from "./support.ts";
import { blocksNearTop } from "../../src/app/BlockList.tsx";
import type { BlockType } from "../../src/blocks/block-types.ts";

/*
 * Each built page draws with the layout's styles and those of its own blocks only: less to download
 * before the first paint, and nothing a block it holds needs left out. It inlines those its first
 * screen needs, and links the rest just before the first block that may need them.
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
  const links = [...body.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1]);
  const linked = links.map(
    (file) => [...builtSheets.keys()].find((source) => viteManifest[source].file === file) ?? file,
  );
  return { path, html, styles: styles(head), blockStyles: styles(body), linked };
});

const sheetsOf = (types: Iterable<BlockType>) =>
  new Set([
    "src/styles/page.css",
    ...[...types].flatMap((type) => (blockRegistry[type].sharedStyles ?? []).map(sharedSheet)),
    ...[...types].flatMap(ownSheets),
  ]);

test("every built page draws with the styles of each class it uses, and the stylesheets of its own blocks only", () => {
  expect(pages.length).toBeGreaterThan(10);
  for (const page of pages) {
    const linkedCss = page.linked.map((source) => builtSheets.get(source) ?? "");
    const own = new Set([...page.styles, ...page.blockStyles, ...linkedCss].flatMap((css) => [...classesIn(css)]));
    const used = new Set([...page.html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
    const missing = [...used].filter((name) => styledAnywhere.has(name) && !own.has(name));
    expect(missing, `${page.path} uses classes its styles leave out`).toEqual([]);

    const inlined = page.styles.map((css) => [...builtSheets].find(([, text]) => text === css)?.[0] ?? "unknown");
    const blocks = findRoute(manifest.routes, page.path)?.route.blocks ?? [];
    // A page under one of the site's notices on now is drawn as if it held a notice block, at its top.
    const notice: BlockType[] = page.html.includes('class="site-notices"') ? ["notice"] : [];
    const nearTop = sheetsOf([...blocks.slice(0, blocksNearTop).map((block) => block.type), ...notice]);
    const every = sheetsOf([...blocks.map((block) => block.type), ...notice]);
    expect(new Set(inlined), page.path).toEqual(nearTop);
    expect(new Set(page.linked), page.path).toEqual(new Set([...every].filter((source) => !nearTop.has(source))));
    expect(page.linked.length, page.path).toBe(new Set(page.linked).size);
  }
});

test("a page links the stylesheets of its blocks further down just before the first of them", () => {
  const parser = new new JSDOM().window.DOMParser();
  const linking = pages.filter((page) => page.linked.length > 0);
  expect(linking.length).toBeGreaterThan(0);
  for (const page of linking) {
    const children = [...(parser.parseFromString(page.html, "text/html").querySelector("main")?.children ?? [])];
    const firstLink = children.findIndex((child) => child.matches("link"));
    const blocksBefore = children.slice(0, firstLink).filter((child) => child.matches("section, .island"));
    expect(blocksBefore.length, page.path).toBe(blocksNearTop);
    expect(
      children.slice(firstLink, firstLink + page.linked.length).every((child) => child.matches("link")),
      page.path,
    ).toBe(true);
  }
});

test("a treatment page's styles are a fraction of the site's", () => {
  const detail = pages.find((page) => page.path === "/services/physiotherapy/pemf");
  if (!detail) throw new Error("the sample site should have the treatment page /services/physiotherapy/pemf");
  const whole = [...builtSheets.values()].join("").length;
  expect(detail.styles.join("").length).toBeLessThan(whole * 0.75);
});
