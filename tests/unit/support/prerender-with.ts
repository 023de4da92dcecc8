import { JSDOM } from "jsdom";
import { vi } from "vitest";
import { loadTemplate } from "../../../scripts/prerender/html-template.ts";
import { patternPages, staticPaths } from "../../../scripts/prerender/page-paths.ts";
import { fixedTestMoment } from "./fixed-moment.ts";
import type { LocalMoment } from "../../../src/dates/local-moment.ts";
import { prerenderedDocument, type PageRenderer } from "../../../scripts/prerender/prerender.ts";
import { notFoundPath } from "../../../src/manifest/path-rules.ts";
import { routeEntriesOf } from "../../../src/manifest/route-entry.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";

const template = loadTemplate(process.cwd());

/**
 * The build's server entry over another manifest. The app keeps loaded pages for the session, so
 * each manifest gets freshly loaded modules.
 */
export async function serverEntryFor(manifest: SiteManifest): Promise<PageRenderer> {
  vi.resetModules();
  vi.doMock("virtual:site", () => ({ site: manifest.site, routes: routeEntriesOf(manifest.routes) }));
  return import("../../../src/entry-server.tsx");
}

/**
 * Every page the build writes for the manifest: fixed routes, linked pattern pages, each pattern's shared page, and the
 * 404 page.
 */
export function pagePathsOf(manifest: SiteManifest): string[] {
  const paths = staticPaths(manifest, routeEntriesOf(manifest.routes));
  return [...paths, ...patternPages(manifest, paths).map((page) => page.samplePath), notFoundPath];
}

/** The pages of `paths` as the build writes them as of `moment` (a fixed one), for a manifest not the project's. */
export async function prerenderWith(
  manifest: SiteManifest,
  paths: string[],
  moment: LocalMoment = fixedTestMoment,
): Promise<Map<string, string>> {
  const entry = await serverEntryFor(manifest);
  const pages = new Map<string, string>();
  for (const path of paths)
    pages.set(path, await prerenderedDocument(entry, manifest, { template, moment }, path, true));
  return pages;
}

// One window parses every page: a window of its own for each page cost more than reading the page.
const { DOMParser, NodeFilter } = new JSDOM().window;
const pageParser = new DOMParser();

function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * Everything a page says, in document order, as a browser reads it: each text node, each
 * attribute, and each string of its structured data (read as JSON, not as the script's text).
 * Not where links go: a link made from a text (a phone number's tel:, an email's mailto:, a
 * WhatsApp message) is encoded as addresses must be, and the link property test checks links.
 */
export function pageStrings(html: string): string[] {
  const document = pageParser.parseFromString(html, "text/html");
  const strings: string[] = [];
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === node.TEXT_NODE) {
      if (node.parentElement?.localName !== "script") strings.push(`text: ${node.nodeValue}`);
      continue;
    }
    const element = node as Element;
    for (const attribute of element.attributes)
      if (attribute.name !== "href") strings.push(`${element.localName}@${attribute.name}: ${attribute.value}`);
    if (element.localName === "script" && element.getAttribute("type") === "application/ld+json")
      strings.push(
        ...jsonStrings(JSON.parse(element.textContent ?? "null")).map((value) => `structured data: ${value}`),
      );
  }
  return strings;
}
