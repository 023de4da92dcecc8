import { readFileSync } from "node:fs";
import { filesUnder } from "../system/files-under.ts";
import { join, relative, sep } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium-flags.ts";
import { serverRoutesFile } from "../prerender/prerender.ts";
import type { ServerRoutes } from "../server/resolve-request.ts";

export interface PageScripts {
  path: string;
  /** The page's HTML with its inlined styles, compressed, as it came over the wire. */
  documentBytes: number;
  /** Islands in the page's HTML: a page with none must load no script. */
  islands: number;
  /** Script files a visitor who reads the whole page loads, and their compressed bytes over the wire. */
  files: number;
  bytes: number;
  /** What a visitor who then also uses each form (an island that waits for use) loads besides. */
  filesOnUse: number;
  bytesOnUse: number;
}

/** An address for every page a build serves: each prerendered page, one per pattern route, and the 404 page. */
export function builtPagePaths(distDir: string): string[] {
  const pages = filesUnder(distDir)
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => {
      const folder = relative(distDir, file).split(sep).slice(0, -1).join("/");
      return `/${folder}`;
    });
  const routes = JSON.parse(readFileSync(join(distDir, serverRoutesFile), "utf8")) as ServerRoutes;
  const patterns = routes.patterns.map(({ pattern }) => pattern.replace(/:[^/]+/g, "sample-id"));
  return [...pages.sort(), ...patterns, "/no-page-has-this-address"];
}

/**
 * Opens each page in a browser with an empty cache, scrolls to its end (so that code waiting for the
 * visitor to come near loads too) and waits for the network to rest; counts the scripts it fetched,
 * and the bytes of the page itself. Then touches each island that waits for use, as a visitor's
 * first tap into a form would, and counts what that fetched besides.
 */
export async function scriptsPerPage(origin: string, paths: string[]): Promise<PageScripts[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: PageScripts[] = [];
  try {
    for (const path of paths) {
      // The bench's nginx speaks HTTPS with a certificate of its own making.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script")
          sizes.push(
            response
              .request()
              .sizes()
              .then((size) => size.responseBodySize),
          );
      });
      const answer = await page.goto(`${origin}${path}`, { waitUntil: "load" });
      const documentBytes = (await answer?.request().sizes())?.responseBodySize ?? 0;
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      const read = await Promise.all(sizes);
      const waiting = await page.locator('[data-island-start="use"]').all();
      for (const island of waiting) await island.dispatchEvent("pointerdown");
      // Live once its code has come: the network may well have rested before the touch.
      for (const island of waiting) await island.and(page.locator("[data-hydrated]")).waitFor();
      const used = (await Promise.all(sizes)).slice(read.length);
      const islands = await page.locator("[data-island]").count();
      const sum = (bytes: number[]) => bytes.reduce((total, size) => total + size, 0);
      results.push({
        path,
        documentBytes,
        islands,
        files: read.length,
        bytes: sum(read),
        filesOnUse: used.length,
        bytesOnUse: sum(used),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
