import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Route, Switch, useLocation, useParams } from "wouter";
import { beforeAll, describe, expect, it } from "vitest";
import { editedPagePath, pageAddress, previewOfAddress } from "../../editor/shared/editor-location.ts";
import { previewRouterLocation } from "../../editor/app/preview/preview-location.ts";
import { resolveRequest, type ServerRoutes } from "../../scripts/server/resolve-request.ts";
import { findRoute } from "../../src/manifest/find-route.ts";
import {
  locationOfAddress,
  pathOfAddress,
  routerLocationOfAddress,
  withoutTrailingSlash,
} from "../../src/manifest/path-rules.ts";
import { SiteRouter } from "../../src/routing/SiteRouter.tsx";

const routes = [{ path: "/" }, { path: "/about" }, { path: "/doctors/:doctorId" }];
const notFound = "404";

/**
 * Addresses as they come in (a request, the address bar, a link), the path each is read as, and what
 * it shows: a route (with the doctor's id where it has one) or the 404 page.
 */
const table: [address: string, path: string | undefined, shows: string][] = [
  ["/", "/", "/"],
  ["//", "/", "/"],
  ["/about", "/about", "/about"],
  ["/about/", "/about/", "/about"],
  ["/about//", "/about/", "/about"],
  ["//about", "/about", "/about"],
  ["/%61bout", "/about", "/about"],
  ["/about%2F", "/about/", "/about"],
  ["/%2Fabout", "/about", "/about"],
  ["/ABOUT", "/ABOUT", notFound],
  ["/About/", "/About/", notFound],
  ["/aboutus", "/aboutus", notFound],
  ["/doctors/x", "/doctors/x", "/doctors/:doctorId x"],
  ["/doctors/x/", "/doctors/x/", "/doctors/:doctorId x"],
  ["/doctors//x", "/doctors/x", "/doctors/:doctorId x"],
  ["/doctors/x//", "/doctors/x/", "/doctors/:doctorId x"],
  ["/DOCTORS/x", "/DOCTORS/x", notFound],
  ["/doctors/DR-X", "/doctors/DR-X", "/doctors/:doctorId DR-X"],
  ["/doctors/a%2Fb", "/doctors/a/b", notFound],
  ["/doctors/100%25", "/doctors/100%", "/doctors/:doctorId 100%"],
  ["/doctors/100%2541", "/doctors/100%41", "/doctors/:doctorId 100%41"],
  ["/doctors/a%3Fb", "/doctors/a?b", "/doctors/:doctorId a?b"],
  ["/doctors/a%23b", "/doctors/a#b", "/doctors/:doctorId a#b"],
  ["/doctors/%E0%A4%A8", "/doctors/\u0928", "/doctors/:doctorId \u0928"],
  ["/doctors/", "/doctors/", notFound],
  ["/doctors/%FF", "/doctors/\uFFFD", "/doctors/:doctorId \uFFFD"],
  ["/doctors/%E0%A4", "/doctors/\uFFFD", "/doctors/:doctorId \uFFFD"],
  ["/doctors/%E0%A4%A", undefined, notFound],
  ["/doctors/%ZZ", undefined, notFound],
  ["/doctors/%00", undefined, notFound],
  ["/doctors/100%", undefined, notFound],
  ["/%", undefined, notFound],
];

function LocationText() {
  return useLocation()[0];
}

/** The location wouter reports (useLocation) for an address, through the site's router. */
function wouterLocationAt(address: string): string {
  const location = routerLocationOfAddress(address);
  return renderToStaticMarkup(
    <SiteRouter location={() => [location, () => {}]}>
      <LocationText />
    </SiteRouter>,
  );
}

function DoctorId() {
  return `/doctors/:doctorId ${useParams().doctorId ?? ""}`;
}

/** What the app's router draws for an address: the site's Switch, over wouter's location of it. */
function appShows(address: string): string {
  return drawnAt(routerLocationOfAddress(address));
}

/** What the site's Switch draws at a location its hook gives wouter. */
function drawnAt(location: string): string {
  return renderToStaticMarkup(
    <SiteRouter location={() => [location, () => {}]}>
      <Switch>
        <Route path="/">/</Route>
        <Route path="/about">/about</Route>
        <Route path="/doctors/:doctorId">
          <DoctorId />
        </Route>
        <Route>{notFound}</Route>
      </Switch>
    </SiteRouter>,
  );
}

let dist: string;
const serverRoutes: ServerRoutes = {
  notFound: "404.html",
  patterns: [{ pattern: "/doctors/:doctorId", file: "doctors/_doctorId.html" }],
};
const filesShowing: Record<string, string> = {
  "index.html": "/",
  "about/index.html": "/about",
  "doctors/_doctorId.html": "/doctors/:doctorId",
  "404.html": notFound,
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "path-rules-"));
  for (const file of Object.keys(filesShowing)) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), file);
  }
});

describe.each(table)("the address %s", (address, path, shows) => {
  const page = shows.split(" ")[0];

  it(`is read as ${path ?? "no path (malformed)"}`, () => {
    expect(pathOfAddress(address)).toBe(path);
  });

  it(`shows ${shows} in the app's router`, () => {
    expect(appShows(address)).toBe(shows);
  });

  it(`gets the file of ${page} from the server`, () => {
    const { file, status } = resolveRequest(dist, serverRoutes, address);
    expect(filesShowing[file.slice(dist.length + 1)]).toBe(page);
    expect(status).toBe(page === notFound ? 404 : 200);
  });

  it("is the same route for code without React (validator, prerender)", () => {
    expect(path === undefined ? notFound : (findRoute(routes, path)?.route.path ?? notFound)).toBe(page);
  });

  it("shows the same in the editor's preview, which reads it from its own address", () => {
    expect(drawnAt(previewRouterLocation(previewOfAddress(address)))).toBe(shows);
  });

  it("names the same path in the editor, where an address names a page by its path in site.json", () => {
    const named = editedPagePath(locationOfAddress(`/edit${address}`));
    expect(named).toBe(path === undefined ? undefined : withoutTrailingSlash(path));
    // The editor compares wouter's location with locationOfAddress: the two agree.
    expect(wouterLocationAt(`/edit${address}`)).toBe(locationOfAddress(`/edit${address}`));
  });
});

it("a page's editor address reads back as its path", () => {
  for (const path of ["/", "/about", "/doctors/:doctorId", "/100%", "/a?b"])
    expect(editedPagePath(locationOfAddress(pageAddress(path)))).toBe(path);
});
