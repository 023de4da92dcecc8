import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { fetchRaw } from "./fetch-raw.ts";
import { manifest } from "./support.ts";
import { cacheMatches, httpRows, securityProblems, unhashedInlineStyles, type BuiltFiles } from "./http-expectations.ts";

/*
 * The HTTP expectation table against the server this run uses: the preview server
 * (playwright.config.ts) or nginx over HTTPS (playwright.nginx.config.ts).
 */

function flat(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]));
}

function builtFiles(): BuiltFiles {
  const home = readFileSync(join(process.env.OUT_DIR ?? "dist", "index.html"), "utf8");
  const script = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  const picture = /(\/sized\/[^"\s,]+\.webp)/.exec(home)?.[1];
  if (!script || !picture) throw new Error("The built home page names no script under /assets/ or no picture under /sized/.");
  return { script, picture };
}

const rows = httpRows(manifest, builtFiles());

test.describe("HTTP answers", () => {
  for (const row of rows) {
    test(`${row.name}: ${row.path}${row.acceptEncoding ? ` (Accept-Encoding: ${row.acceptEncoding})` : ""}`, async ({ baseURL }) => {
      const https = baseURL!.startsWith("https:");
      const answer = await fetchRaw(new URL(row.path, baseURL).href, row.acceptEncoding ? { "Accept-Encoding": row.acceptEncoding } : {});
      const headers = flat(answer.headers);
      expect(answer.status).toBe(row.status);
      if (row.contentType) expect(headers["content-type"]?.split(";")[0]).toBe(row.contentType);
      expect(cacheMatches(row.cache, headers["cache-control"]), `Cache-Control: ${headers["cache-control"]}`).toBe(true);
      if (row.contentEncoding !== undefined) {
        expect(headers["content-encoding"]).toBe(row.contentEncoding ?? undefined);
        if (row.contentEncoding) expect(headers.vary ?? "").toMatch(/accept-encoding/i);
      }
      expect(securityProblems(manifest, headers, https)).toEqual([]);
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

  test("a form posted without script to its page gets the page", async ({ baseURL }) => {
    const answer = await fetchRaw(new URL("/contact", baseURL).href, {}, "POST");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  });
});
