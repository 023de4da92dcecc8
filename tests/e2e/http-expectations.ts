import { createHash } from "node:crypto";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

/*
 * One table of what every server of the built site must answer: the preview server, nginx, and
 * (through the generated _headers and _redirects) Netlify and Cloudflare Pages. Paths and policy
 * values come from site.json; file names from the build being checked.
 */

export type CacheKind = "revalidate" | "immutable" | "week";

/**
 * Which headers a response carries: a document (a page, the 404 page, any file a browser may open)
 * the whole policy; a hashed script, stylesheet or picture only those that apply to it.
 */
export type HeaderSet = "document" | "subresource";

export interface HttpRow {
  name: string;
  path: string;
  /** The request's Accept-Encoding; none when absent. */
  acceptEncoding?: string;
  status: number;
  contentType?: string;
  cache: CacheKind;
  headers: HeaderSet;
  /** Only for servers that send the build's .br/.gz files; null: sent as it is. */
  contentEncoding?: "br" | "gzip" | null;
  /** Why a static host's path rules cannot promise this row, when they cannot. */
  serversOnly?: string;
}

export interface BuiltFiles {
  /** A script under /assets/ that exists, e.g. "/assets/index-abc.js". */
  script: string;
  /** A picture variant under /sized/ that exists. */
  picture: string;
  /** A stylesheet under /assets/ that exists. */
  stylesheet: string;
}

function sampleValue(pattern: string): string {
  return pattern.replace(/:[^/]+/g, "any-id-that-nobody-wrote");
}

export function httpRows(manifest: SiteManifest, built: BuiltFiles): HttpRow[] {
  const fixed = manifest.routes.filter((route) => !route.path.includes(":") && route.path !== "/");
  const patterns = manifest.routes.filter((route) => route.path.includes(":"));
  const page = fixed[0].path;
  const html = "text/html";
  return [
    { name: "home page", path: "/", status: 200, contentType: html, cache: "revalidate", headers: "document" },
    ...fixed.slice(0, 3).flatMap((route): HttpRow[] => [
      {
        name: `${route.path} without a slash`,
        path: route.path,
        status: 200,
        contentType: html,
        cache: "revalidate",
        headers: "document",
      },
      {
        name: `${route.path}/ with a slash`,
        path: `${route.path}/`,
        status: 200,
        contentType: html,
        cache: "revalidate",
        headers: "document",
      },
    ]),
    ...patterns.flatMap((route): HttpRow[] => [
      {
        name: `${route.path} with any value`,
        path: sampleValue(route.path),
        status: 200,
        contentType: html,
        cache: "revalidate",
        headers: "document",
      },
      {
        name: `${route.path} with any value and a slash`,
        path: `${sampleValue(route.path)}/`,
        status: 200,
        contentType: html,
        cache: "revalidate",
        headers: "document",
      },
      {
        name: `${route.path} with an encoded percent sign`,
        path: sampleValue(route.path).replace(/[^/]+$/, "100%25"),
        status: 200,
        contentType: html,
        cache: "revalidate",
        headers: "document",
      },
      {
        name: `${route.path} with escaped bytes that are no UTF-8`,
        path: sampleValue(route.path).replace(/[^/]+$/, "%FF"),
        status: 200,
        contentType: html,
        cache: "revalidate",
        headers: "document",
        serversOnly: "each static host reads bytes that are no UTF-8 in its own way",
      },
      // Letter case counts, as in site.json; Netlify's rules ignore it (README, Deploying).
      {
        name: `${route.path} in capitals`,
        path: sampleValue(route.path).toUpperCase(),
        status: 404,
        contentType: html,
        cache: "revalidate",
        headers: "document",
      },
    ]),
    {
      name: `${page} in capitals`,
      path: page.toUpperCase(),
      status: 404,
      contentType: html,
      cache: "revalidate",
      headers: "document",
    },
    {
      name: "unknown path",
      path: "/no-such-page/anywhere",
      status: 404,
      contentType: html,
      cache: "revalidate",
      headers: "document",
    },
    {
      name: "address whose percent-encoding is malformed",
      path: "/doctors/%E0%A4%A",
      status: 404,
      contentType: html,
      cache: "revalidate",
      headers: "document",
      serversOnly: "each static host answers an address it cannot decode in its own way",
    },
    {
      name: "missing script under /assets/",
      path: "/assets/no-such-file.js",
      status: 404,
      contentType: html,
      cache: "revalidate",
      headers: "document",
      serversOnly: "a _headers rule matches the path whether or not the file exists (deploys there are atomic)",
    },
    {
      name: "missing picture under /sized/",
      path: "/sized/images/no-such-picture-360.0123456789.webp",
      status: 404,
      contentType: html,
      cache: "revalidate",
      headers: "document",
      serversOnly: "a _headers rule matches the path whether or not the file exists (deploys there are atomic)",
    },
    {
      name: "script under /assets/",
      path: built.script,
      status: 200,
      contentType: "text/javascript",
      cache: "immutable",
      headers: "subresource",
    },
    {
      name: "stylesheet under /assets/",
      path: built.stylesheet,
      status: 200,
      contentType: "text/css",
      cache: "immutable",
      headers: "subresource",
    },
    {
      name: "picture under /sized/",
      path: built.picture,
      status: 200,
      contentType: "image/webp",
      cache: "immutable",
      headers: "subresource",
    },
    {
      name: "favicon",
      path: "/favicon.svg",
      status: 200,
      contentType: "image/svg+xml",
      cache: "week",
      headers: "document",
      serversOnly: "hosts keep their own default for other files",
    },
    // A browser ignores speculation rules served as any other type.
    {
      name: "speculation rules",
      path: "/site.speculationrules",
      status: 200,
      contentType: "application/speculationrules+json",
      cache: "week",
      headers: "document",
      serversOnly: "hosts keep their own default for other files",
    },
    {
      name: "page, brotli accepted",
      path: page,
      acceptEncoding: "gzip, deflate, br",
      status: 200,
      cache: "revalidate",
      headers: "document",
      contentEncoding: "br",
    },
    {
      name: "page, gzip only",
      path: page,
      acceptEncoding: "gzip",
      status: 200,
      cache: "revalidate",
      headers: "document",
      contentEncoding: "gzip",
    },
    {
      name: "page, no compression accepted",
      path: page,
      status: 200,
      cache: "revalidate",
      headers: "document",
      contentEncoding: null,
    },
    {
      name: "script, brotli accepted",
      path: built.script,
      acceptEncoding: "br",
      status: 200,
      cache: "immutable",
      headers: "subresource",
      contentEncoding: "br",
    },
    {
      name: "script, gzip only",
      path: built.script,
      acceptEncoding: "gzip",
      status: 200,
      cache: "immutable",
      headers: "subresource",
      contentEncoding: "gzip",
    },
    {
      name: "404 page, brotli accepted",
      path: "/no-such-page",
      acceptEncoding: "br",
      status: 404,
      cache: "revalidate",
      headers: "document",
      contentEncoding: "br",
    },
    {
      name: "picture, compression accepted",
      path: built.picture,
      acceptEncoding: "gzip, br",
      status: 200,
      cache: "immutable",
      headers: "subresource",
      contentEncoding: null,
    },
  ];
}

/** Whether a Cache-Control value means what the row's kind asks for. */
export function cacheMatches(kind: CacheKind, value: string | undefined): boolean {
  const directives = (value ?? "").split(",").map((part) => part.trim().toLowerCase());
  if (kind === "immutable") return directives.includes("immutable") && directives.includes("max-age=31536000");
  if (kind === "week") return directives.includes("max-age=604800");
  // Kept only if re-checked first: "no-cache", or a static host's "max-age=0, must-revalidate".
  return (
    directives.includes("no-cache") || (directives.includes("max-age=0") && directives.includes("must-revalidate"))
  );
}

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

type Headers = Record<string, string | undefined>;

function expectHeader(headers: Headers, name: string, test: (value: string) => boolean, wanted: string): string[] {
  const value = headers[name];
  return value === undefined || !test(value) ? [`${name}: wanted ${wanted}, got ${value ?? "nothing"}`] : [];
}

/** What any response of the site carries, a page or a script: HSTS over HTTPS only, CORP and nosniff. */
function everyResponseProblems(headers: Headers, https: boolean): string[] {
  const hsts = https
    ? expectHeader(
        headers,
        "strict-transport-security",
        (v) => /max-age=(\d+)/.exec(v)?.[1] === "63072000" && /includeSubDomains/i.test(v),
        "two years with includeSubDomains",
      )
    : headers["strict-transport-security"]
      ? ["strict-transport-security: sent over plain HTTP"]
      : [];
  return [
    ...hsts,
    ...expectHeader(headers, "cross-origin-resource-policy", (v) => v === "same-origin", "same-origin"),
    ...expectHeader(headers, "x-content-type-options", (v) => v === "nosniff", "nosniff"),
  ];
}

/** Headers a browser applies to a document only: a script, stylesheet or picture need not carry them. */
const documentOnlyHeaders = ["content-security-policy", "referrer-policy", "permissions-policy", "x-frame-options"];

/** Every problem with a hashed script's, stylesheet's or picture's headers (empty when all is well). */
export function subresourceProblems(headers: Headers, https: boolean): string[] {
  return [
    ...everyResponseProblems(headers, https),
    ...documentOnlyHeaders
      .filter((name) => headers[name] !== undefined)
      .map((name) => `${name}: sent with a subresource, where it means nothing`),
  ];
}

/** The problems of a response with the header set its row expects. */
export function headerProblems(manifest: SiteManifest, set: HeaderSet, headers: Headers, https: boolean): string[] {
  return set === "document" ? securityProblems(manifest, headers, https) : subresourceProblems(headers, https);
}

/**
 * Every problem with one document's security headers, as readable lines (empty when all is well).
 * `headers` has lower-case names; `https` says how the response was fetched.
 */
export function securityProblems(manifest: SiteManifest, headers: Headers, https: boolean): string[] {
  const problems: string[] = [];
  const policy = headers["content-security-policy"];
  if (!policy) return ["content-security-policy: missing"];
  const csp = directivesOf(policy);
  const list = (name: string) => csp.get(name) ?? [];
  const onlySelfAndHashes = list("script-src").every(
    (source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/=]+'$/.test(source),
  );
  if (!list("script-src").includes("'self'") || !onlySelfAndHashes)
    problems.push(`script-src may only name 'self' and hashes: ${list("script-src").join(" ")}`);
  if (/'unsafe-inline'|'unsafe-eval'|\s\*/.test(` ${list("style-src").join(" ")}`))
    problems.push(`style-src is not strict: ${list("style-src").join(" ")}`);
  const { emailjs, contact } = manifest.site;
  if (emailjs) {
    const origin = emailjs.origin ? new URL(emailjs.origin).origin : "https://api.emailjs.com";
    if (!list("connect-src").includes(origin))
      problems.push(`connect-src lacks the EmailJS origin ${origin}: ${list("connect-src").join(" ")}`);
  }
  if (contact.mapEmbedUrl && list("frame-src").join(" ") !== new URL(contact.mapEmbedUrl).origin)
    problems.push(
      `frame-src should be exactly the map's origin ${new URL(contact.mapEmbedUrl).origin}: ` +
        list("frame-src").join(" "),
    );
  const exact: [string, string][] = [
    ["img-src", "'self' data:"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  for (const [name, value] of exact)
    if (list(name).join(" ") !== value)
      problems.push(`${name} should be ${value}: ${list(name).join(" ") || "absent"}`);
  if (csp.has("upgrade-insecure-requests") !== https)
    problems.push(`upgrade-insecure-requests should be ${https ? "present over HTTPS" : "absent over HTTP"}`);

  return [
    ...problems,
    ...everyResponseProblems(headers, https),
    ...expectHeader(
      headers,
      "referrer-policy",
      (v) => v === "strict-origin-when-cross-origin",
      "strict-origin-when-cross-origin",
    ),
    ...expectHeader(
      headers,
      "permissions-policy",
      (v) => /camera=\(\)/.test(v) && /microphone=\(\)/.test(v) && /geolocation=\(\)/.test(v),
      "camera, microphone and geolocation off",
    ),
    ...expectHeader(
      headers,
      "x-frame-options",
      (v) => v.toUpperCase() === "SAMEORIGIN",
      "SAMEORIGIN, as frame-ancestors 'self'",
    ),
  ];
}

/** The hash of each inline <style> of a page that the policy does not allow. */
export function unhashedInlineStyles(html: string, policy: string): string[] {
  const allowed = directivesOf(policy).get("style-src") ?? [];
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((match) => sha256Source(match[1]))
    .filter((hash) => !allowed.includes(hash));
}
