import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeHostConfigs } from "../../scripts/hosting/write-host-configs.ts";
import { fileForPath, patternPages } from "../../scripts/prerender/page-paths.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { cacheMatches, httpRows, securityProblems, sha256Source } from "../e2e/http-expectations.ts";
import { staticHost } from "./static-host.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";

const siteJson = sampleManifest();
const script = "/assets/index-Ab12Cd34.js";
const picture = "/sized/images/slides/sample-360.0123456789.webp";
const stylesheet = "/assets/index-Ef56Gh78.css";
const firstPaintCss = ":root{--color-primary:#0f6e66}";

function write(dir: string, file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

function page(extraHead = "", body = "<main>page</main>"): string {
  return (
    `<!doctype html><html><head><style>${firstPaintCss}</style>${extraHead}` +
    `<script type="module" src="${script}"></script></head><body>${body}</body></html>`
  );
}

/**
 * A dist folder shaped as the build shapes it for this manifest: one page per route, the shared pattern pages, 404,
 * assets.
 */
function builtSite(manifest: SiteManifest, pages: Record<string, string> = {}): string {
  const dist = join(mkdtempSync(join(tmpdir(), "host-files-")), "dist");
  const fixed = manifest.routes.filter((route) => !route.path.includes(":")).map((route) => route.path);
  for (const path of fixed) write(dist, fileForPath(path), page());
  const patterns = patternPages(manifest, fixed);
  for (const pattern of patterns) write(dist, pattern.file, page());
  write(dist, "404.html", page());
  write(dist, script.slice(1), "console.log('app')");
  write(dist, picture.slice(1), "webp");
  write(dist, stylesheet.slice(1), "main{margin:0}");
  write(dist, "favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write(
    dist,
    "server-routes.json",
    JSON.stringify({ notFound: "404.html", patterns: patterns.map(({ pattern, file }) => ({ pattern, file })) }),
  );
  for (const [file, html] of Object.entries(pages)) write(dist, file, html);
  return dist;
}

function policyOf(dist: string): string {
  return staticHost(dist)("/").headers["content-security-policy"];
}

describe("_headers and _redirects, read as Netlify and Cloudflare Pages read them", () => {
  const dist = builtSite(siteJson);
  writeHostConfigs(siteJson, dist);
  const host = staticHost(dist);

  for (const row of httpRows(siteJson, { script, picture, stylesheet }).filter(
    (row) => !row.serversOnly && !row.acceptEncoding,
  )) {
    it(`${row.name}: ${row.path} → ${row.status}, ${row.cache}, every security header`, () => {
      const answer = host(row.path);
      expect(answer.status).toBe(row.status);
      expect(
        cacheMatches(row.cache, answer.headers["cache-control"]),
        `Cache-Control: ${answer.headers["cache-control"]}`,
      ).toBe(true);
      // A "/*" rule there cannot be taken back for /assets/ (Netlify), so a subresource carries the document set too.
      expect(securityProblems(siteJson, answer.headers, true)).toEqual([]);
    });
  }

  it("serves a pattern route's shared page for any value, and still a page written for one value", () => {
    const pattern = siteJson.routes.find((route) => route.path.includes(":"))!;
    const shared = patternPages(siteJson, [])[0].file;
    expect(host(pattern.path.replace(/:[^/]+/, "someone-new")).file).toBe(shared);
    write(dist, fileForPath(pattern.path.replace(/:[^/]+/, "linked-doctor")), page());
    expect(host(pattern.path.replace(/:[^/]+/, "linked-doctor")).file).toBe(
      fileForPath(pattern.path.replace(/:[^/]+/, "linked-doctor")),
    );
  });

  it("stays within Cloudflare's limits: 100 header rules, 2,000 characters a line, 100 dynamic redirects", () => {
    const headers = readFileSync(join(dist, "_headers"), "utf8");
    expect(headers.split("\n").filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
    expect(headers.split("\n").filter((line) => line.length > 2000)).toEqual([]);
    expect(
      readFileSync(join(dist, "_redirects"), "utf8")
        .split("\n")
        .filter((line) => line.startsWith("/")).length,
    ).toBeLessThanOrEqual(100);
  });

  it("allows the inlined first-paint style by its hash and nothing inline in script-src", () => {
    expect(policyOf(dist)).toMatch(/style-src 'self' 'sha256-[^']+'(;|$)/);
    expect(policyOf(dist)).toMatch(/script-src 'self';/);
  });
});

describe("the policy follows site.json and the built pages, with no code change", () => {
  it("names the map's and the email service's origins as site.json gives them", () => {
    const edited: SiteManifest = structuredClone(siteJson);
    edited.site.contact.mapEmbedUrl = "https://maps.example.org/embed?q=clinic";
    edited.site.emailjs = { ...edited.site.emailjs!, origin: "https://mail-relay.example.net" };
    const dist = builtSite(edited);
    writeHostConfigs(edited, dist);
    expect(policyOf(dist)).toContain("frame-src https://maps.example.org;");
    expect(policyOf(dist)).toContain("connect-src 'self' https://mail-relay.example.net;");
    expect(securityProblems(edited, staticHost(dist)("/").headers, true)).toEqual([]);
  });

  it("sends forms nowhere and frames nothing when site.json has no EmailJS settings and no map", () => {
    const edited: SiteManifest = structuredClone(siteJson);
    delete edited.site.emailjs;
    delete edited.site.contact.mapEmbedUrl;
    const dist = builtSite(edited);
    writeHostConfigs(edited, dist);
    expect(policyOf(dist)).toContain("connect-src 'self';");
    expect(policyOf(dist)).toContain("frame-src 'none';");
  });

  it("hashes an inline script that runs, but not structured data, which never runs", () => {
    const inlineScript = "document.documentElement.dataset.js = 'yes'";
    const dist = builtSite(siteJson, {
      "index.html": page(
        `<script>${inlineScript}</script><script type="application/ld+json">{"@type":"MedicalClinic"}</script>`,
      ),
    });
    writeHostConfigs(siteJson, dist);
    const scriptSources = /script-src ([^;]*)/.exec(policyOf(dist))![1].split(" ");
    expect(scriptSources).toHaveLength(2);
    expect(scriptSources[1]).toMatch(/^'sha256-/);
  });

  it("allows stylesheets no page inlines yet: a page published later with a new block needs no new header", () => {
    const dist = builtSite(siteJson);
    writeHostConfigs(siteJson, dist, "<style>.not-on-any-page{color:red}</style>");
    expect(policyOf(dist)).toContain(sha256Source(".not-on-any-page{color:red}"));
  });

  it("refuses to build a page with a style attribute, naming the page", () => {
    const dist = builtSite(siteJson, { "about/index.html": page("", '<div style="width:90%">x</div>') });
    expect(() => writeHostConfigs(siteJson, dist)).toThrow(/about[\\/]index\.html: style="width:90%"/);
  });
});
