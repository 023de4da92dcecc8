import { describe, expect, it } from "vitest";
import { redirectsFile } from "../../scripts/hosting/host-files.ts";
import { nginxConfig } from "../../scripts/hosting/nginx-config.ts";
import type { ServerRoutes } from "../../scripts/server/resolve-request.ts";
import { findRoute } from "../../src/manifest/find-route.ts";

/*
 * The route rule is written once (findRoute, routePattern); nginx's configuration and _redirects are
 * generated from it. Read as each host reads them, they must give the app's answer for every path,
 * letter case included.
 */

const pattern = "/doctors/:doctorId";
const routes: ServerRoutes = { notFound: "404.html", patterns: [{ pattern, file: "doctors/_doctorId.html" }] };
const paths = [
  "/doctors/x",
  "/doctors/x/",
  "/doctors/DR-MEHTA",
  "/doctors/100%",
  "/DOCTORS/x",
  "/Doctors/x/",
  "/doctors/x/y",
  "/doctors/",
  "/doctors",
];
const appAnswer = (path: string) => findRoute([{ path: pattern }], path) !== undefined;

function nginxLocations(): { operator: string; regex: string }[] {
  const noHeaders = { http: {}, https: {} };
  const config = nginxConfig({
    root: "/srv/dist",
    serverName: "_",
    httpPort: 80,
    headers: { document: noHeaders, subresource: noHeaders },
    routes,
  });
  return [
    ...config.matchAll(/^\s*location (~\*?) (\S+) \{\n\s*try_files \$uri\/index\.html \/doctors\/_doctorId\.html;$/gm),
  ].map((match) => ({
    operator: match[1],
    regex: match[2],
  }));
}

/**
 * A _redirects source as Cloudflare Pages compiles it: each ":name" one segment, the whole path, letter case as
 * written.
 */
function cloudflareRegex(source: string): RegExp {
  const escaped = source.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`);
}

describe("one route rule, as the preview server, nginx and _redirects apply it", () => {
  it("nginx: the pattern route's location is the app's expression, matched with letter case (~, not ~*)", () => {
    const locations = nginxLocations();
    expect(locations).toHaveLength(1);
    expect(locations[0].operator).toBe("~");
    const nginxMatches = (path: string) => new RegExp(locations[0].regex).test(path);
    expect(paths.filter(nginxMatches)).toEqual(paths.filter(appAnswer));
    expect(nginxMatches("/DOCTORS/x")).toBe(false);
  });

  it("_redirects: each pattern, with and without a trailing slash, serves the shared page with status 200", () => {
    const rules = redirectsFile(routes)
      .split("\n")
      .filter((line) => line.startsWith("/"))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      [pattern, "/doctors/_doctorId", "200"],
      [`${pattern}/`, "/doctors/_doctorId", "200"],
    ]);
    const cloudflareMatches = (path: string) => rules.some(([source]) => cloudflareRegex(source).test(path));
    expect(paths.filter(cloudflareMatches)).toEqual(paths.filter(appAnswer));
    expect(cloudflareMatches("/DOCTORS/x")).toBe(false);
  });
});
