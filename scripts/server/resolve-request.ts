import { existsSync, statSync } from "node:fs";
import { join, normalize, sep } from "node:path";
import { pathOfAddress } from "../../src/manifest/path-rules.ts";
import { findRoute } from "../../src/manifest/find-route.ts";

export interface ServerRoutes {
  notFound: string;
  /** The 404 page of each language other than the default, for the addresses under its prefix ("/gu"). */
  notFoundInLanguages?: { prefix: string; file: string }[];
  patterns: { pattern: string; file: string }[];
}

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Maps a URL path to a file in dist: the file itself, then the page's index.html (clean URLs,
 * with or without a trailing slash), then the shared page of a pattern route, else the 404 page.
 */
export function resolveRequest(distDir: string, routes: ServerRoutes, urlPath: string): ResolvedFile {
  const pathname = pathOfAddress(urlPath.split(/[?#]/)[0]);
  if (pathname === undefined) return { file: join(distDir, routes.notFound), status: 404 };
  const relative = normalize(pathname).replace(/^([/\\])+/, "");
  const inside = (path: string) => path === distDir || path.startsWith(distDir + sep);
  const direct = join(distDir, relative);
  if (inside(direct) && !relative.endsWith(".html") && isFile(direct)) return { file: direct, status: 200 };
  const page = join(distDir, relative, "index.html");
  if (inside(page) && isFile(page)) return { file: page, status: 200 };
  const match = findRoute(
    routes.patterns.map((entry) => ({ path: entry.pattern, file: entry.file })),
    pathname,
  );
  if (match) return { file: join(distDir, match.route.file), status: 200 };
  const inLanguage = routes.notFoundInLanguages?.find(({ prefix }) => pathname.startsWith(`${prefix}/`));
  return { file: join(distDir, inLanguage?.file ?? routes.notFound), status: 404 };
}
