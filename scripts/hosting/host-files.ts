import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { ServerRoutes } from "../server/resolve-request.ts";
import { cacheRules, immutablePrefixes } from "./cache-policy.ts";
import { filesUnder } from "../system/files-under.ts";
import { speculationRulesPath, speculationRulesType } from "./speculation-rules.ts";

/*
 * dist/_headers and dist/_redirects, in the format Netlify and Cloudflare Pages both read. Where the
 * two differ, only what both do the same way is used: a header named by two matching rules is
 * joined with a comma on Cloudflare, so no two rules that can match one path name the same header.
 */

const generatedNote = "# Written by npm run build from site.json and the header policy; edit those, not this file.";

/**
 * URL patterns that cover the pages and nothing else: a top-level folder holding only pages is
 * covered by two rules ("/about" and "/about/*"); one that also holds other files, page by page.
 */
export function pagePatterns(distDir: string): string[] {
  const patterns = ["/"];
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(distDir, entry.name);
    const all = filesUnder(folder).map((file) => file.slice(folder.length).replace(/\\/g, "/"));
    // A page's compressed copies, which the build may be writing meanwhile, are the page.
    const names = new Set(all);
    const files = all.filter((file) => !/\.(br|gz)$/.test(file) || !names.has(file.slice(0, -3)));
    const pages = files.filter((file) => file.endsWith(".html"));
    if (pages.length === 0) continue;
    if (pages.length === files.length) {
      patterns.push(`/${entry.name}`, `/${entry.name}/*`);
      continue;
    }
    for (const page of pages) {
      const path = `/${entry.name}${page.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
      patterns.push(path, `${path}/`);
    }
  }
  return patterns;
}

function rule(pattern: string, headers: Record<string, string>): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

/**
 * Security headers on every response; a cache rule by kind of path. Static hosts always serve HTTPS.
 * Scripts and pictures get the whole document set here, unlike on nginx: Netlify cannot take back a
 * header a "/*" rule set, and over HTTP/2 both hosts compress the repeated headers anyway.
 */
export function headersFile(httpsHeaders: Record<string, string>, distDir: string): string {
  const rules = [
    rule("/*", httpsHeaders),
    ...immutablePrefixes.map((prefix) => rule(`${prefix}*`, { "Cache-Control": cacheRules.immutable })),
    ...pagePatterns(distDir).map((pattern) => rule(pattern, { "Cache-Control": cacheRules.page })),
    // Neither host knows this type by the file's extension; a browser ignores rules of any other type.
    rule(speculationRulesPath, { "Content-Type": speculationRulesType }),
  ];
  return `${generatedNote}\n${rules.join("\n")}\n`;
}

/**
 * Pattern routes are served by their shared page with status 200 (the address stays), written in
 * site.json's own syntax, which both hosts read as placeholders for one segment. The route rule
 * (routePattern) allows a trailing slash, which Cloudflare matches only when a rule names it, so
 * each pattern is written with and without. Netlify serves a page's own file first (a linked doctor
 * page); Cloudflare applies a rule even then, and the shared page shows the same page. Both answer
 * an unknown path with 404.html and status 404 on their own. Letter case counts on Cloudflare as
 * in the app; Netlify ignores it in these rules, and no rule can restore it (README, Deploying).
 */
export function redirectsFile(routes: ServerRoutes): string {
  const rewrites = routes.patterns.flatMap(({ pattern, file }) =>
    [pattern, `${pattern}/`].map((from) => `${from}  /${file.replace(/\.html$/, "")}  200`),
  );
  return `${generatedNote}\n${rewrites.join("\n")}\n`;
}
