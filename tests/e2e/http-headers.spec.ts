import { expect, test } from "../support/reused-page.ts";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { fetchRaw } from "./fetch-raw.ts";
import { manifest } from "./support.ts";
import {
  cacheMatches,
  headerProblems,
  httpRows,
  securityProblems,
  subresourceProblems,
  unhashedInlineStyles,
  type BuiltFiles,
} from "./http-expectations.ts";
import { sampleSiteBuild } from "../../scripts/test/builds.ts";

/*
 * The HTTP expectation table against the server this run uses: the preview server
 * (playwright.config.ts) or nginx over HTTPS (playwright.nginx.config.ts).
 */

function flat(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]),
  );
}

function builtFiles(): BuiltFiles {
  const distDir = sampleSiteBuild.outDir;
  const home = readFileSync(join(distDir, "index.html"), "utf8");
  const script = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  const picture = /(\/sized\/[^"\s,]+\.webp)/.exec(home)?.[1];
  const stylesheet = readdirSync(join(distDir, "assets")).find((file) => file.endsWith(".css"));
  if (!script || !picture || !stylesheet)
    throw new Error("The build has no script or stylesheet under /assets/, or its home page no picture under /sized/.");
  return { script, picture, stylesheet: `/assets/${stylesheet}` };
}

const built = builtFiles();
const rows = httpRows(manifest, built);

test.describe("HTTP answers", () => {
  for (const row of rows) {
    test(`${row.name}: ${row.path}${row.acceptEncoding ? ` (Accept-Encoding: ${row.acceptEncoding})` : ""}`, async ({
      baseURL,
    }) => {
      const https = baseURL!.startsWith("https:");
      const answer = await fetchRaw(
        new URL(row.path, baseURL).href,
        row.acceptEncoding ? { "Accept-Encoding": row.acceptEncoding } : {},
      );
      const headers = flat(answer.headers);
      expect(answer.status).toBe(row.status);
      if (row.contentType) expect(headers["content-type"]?.split(";")[0]).toBe(row.contentType);
      expect(cacheMatches(row.cache, headers["cache-control"]), `Cache-Control: ${headers["cache-control"]}`).toBe(
        true,
      );
      if (row.contentEncoding !== undefined) {
        expect(headers["content-encoding"]).toBe(row.contentEncoding ?? undefined);
        if (row.contentEncoding) expect(headers.vary ?? "").toMatch(/accept-encoding/i);
      }
      expect(headerProblems(manifest, row.headers, headers, https)).toEqual([]);
      if (headers["content-type"]?.startsWith("text/html") && !headers["content-encoding"])
        expect(unhashedInlineStyles(answer.body, headers["content-security-policy"]!)).toEqual([]);
    });
  }

  test("a page fetched again with its ETag is answered 304, with no body", async ({ baseURL }) => {
    const page = new URL(manifest.routes[0].path, baseURL).href;
    const first = await fetchRaw(page, { "Accept-Encoding": "br" });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await fetchRaw(page, { "Accept-Encoding": "br", "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(securityProblems(manifest, flat(again.headers), baseURL!.startsWith("https:"))).toEqual([]);
  });

  test("a script fetched again with its ETag is answered 304, with the subresource headers only", async ({
    baseURL,
  }) => {
    const script = new URL(built.script, baseURL).href;
    const first = await fetchRaw(script, { "Accept-Encoding": "br" });
    const again = await fetchRaw(script, { "Accept-Encoding": "br", "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(subresourceProblems(flat(again.headers), baseURL!.startsWith("https:"))).toEqual([]);
  });

  test("a form posted without script to its page gets the page", async ({ baseURL }) => {
    const answer = await fetchRaw(new URL("/contact", baseURL).href, {}, "POST");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  });
});
