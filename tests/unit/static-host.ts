import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { decodePathname } from "../../src/manifest/path-rules.ts";

/*
 * A static host as Netlify and Cloudflare Pages document theirs, reading dist/_headers and
 * dist/_redirects: a file wins over a rule; /x and /x/ serve x/index.html; a _redirects rule with
 * status 200 serves its target at the asked address; anything else gets 404.html with status 404.
 * Every _headers rule whose pattern matches the asked path applies, and a header named by two rules
 * is joined with a comma (Cloudflare's rule, the stricter of the two). A response no rule gives a
 * Cache-Control keeps the hosts' own default.
 */

const hostDefaultCache = "public, max-age=0, must-revalidate";

interface Rule {
  pattern: string;
  headers: [string, string][];
}

/** "/doctors/:id" or "/assets/*" as a regex over the whole path. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0 || !rules.length) throw new Error(`_headers: not "Name: value" under a path: ${line}`);
    rules[rules.length - 1].headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function parseRedirects(text: string): { from: string; to: string; status: number }[] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/);
      if (!from || !to) throw new Error(`_redirects: needs a path and a target: ${line}`);
      return { from, to, status: Number(status ?? 301) };
    });
}

export interface HostAnswer {
  status: number;
  file: string;
  headers: Record<string, string>;
}

export function staticHost(distDir: string) {
  const headerRules = parseHeaders(readFileSync(join(distDir, "_headers"), "utf8"));
  const redirects = parseRedirects(readFileSync(join(distDir, "_redirects"), "utf8"));
  const isFile = (relative: string) =>
    existsSync(join(distDir, relative)) && statSync(join(distDir, relative)).isFile();

  /** The file a path names, the way the hosts look: the file, then the page's index.html, then .html. */
  function fileFor(path: string): string | undefined {
    const decoded = decodePathname(path);
    if (decoded === undefined) return undefined;
    const relative = decoded.replace(/^\/+/, "");
    const candidates = path.endsWith("/")
      ? [`${relative}index.html`]
      : [relative, `${relative}/index.html`, `${relative}.html`];
    return candidates.find((candidate) => candidate && isFile(candidate));
  }

  function headersFor(path: string): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const rule of headerRules) {
      if (!patternRegex(rule.pattern).test(path)) continue;
      for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
    headers["cache-control"] ??= hostDefaultCache;
    return headers;
  }

  return (path: string): HostAnswer => {
    const headers = headersFor(path);
    const direct = fileFor(path);
    if (direct) return { status: 200, file: direct, headers };
    for (const rule of redirects) {
      if (!patternRegex(rule.from).test(path.replace(/(.)\/$/, "$1"))) continue;
      const target = rule.status === 200 ? fileFor(rule.to) : undefined;
      if (target) return { status: 200, file: target, headers };
    }
    return { status: 404, file: "404.html", headers };
  };
}
