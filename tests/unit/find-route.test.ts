import { describe, expect, it } from "vitest";
import { withoutTrailingSlash, linkPathname, routePattern } from "../../src/manifest/path-rules.ts";
import { findRoute } from "../../src/manifest/find-route.ts";

const routes = [
  { path: "/" },
  { path: "/about" },
  { path: "/services/weightLosscentre" },
  { path: "/doctors/:doctorId" },
  { path: "/doctors/team" },
];
const found = (pathname: string) => findRoute(routes, pathname)?.route.path;

describe("findRoute, the one route-matching rule", () => {
  it("matches a fixed path, with or without a trailing slash", () => {
    expect(found("/")).toBe("/");
    expect(found("/about")).toBe("/about");
    expect(found("/about/")).toBe("/about");
    expect(found("/about//")).toBeUndefined();
    expect(found("/doctors/x//")).toBeUndefined();
  });

  it("takes one trailing slash off a path, in one place for the app, links, the server and the editor", () => {
    expect(["/", "//", "/about", "/about/", "/about//", "/a/b/"].map(withoutTrailingSlash)).toEqual([
      "/",
      "/",
      "/about",
      "/about",
      "/about/",
      "/a/b",
    ]);
    expect(linkPathname("/about/?q=1#top")).toBe("/about");
    expect(linkPathname("/about//")).toBe("/about/");
  });

  it("matches a pattern's parameter against any one segment of decoded text", () => {
    expect(found("/doctors/dr-mehta")).toBe("/doctors/:doctorId");
    expect(found("/doctors/100%")).toBe("/doctors/:doctorId");
    expect(found("/doctors/a b?")).toBe("/doctors/:doctorId");
    expect(found("/doctors/a/b")).toBeUndefined();
    expect(found("/doctors/")).toBeUndefined();
  });

  it("prefers a fixed path to a pattern, whatever their order", () => {
    expect(found("/doctors/team")).toBe("/doctors/team");
  });

  it("counts letter case: paths match as site.json writes them", () => {
    expect(found("/DOCTORS/x")).toBeUndefined();
    expect(found("/Doctors/x")).toBeUndefined();
    expect(found("/ABOUT")).toBeUndefined();
    expect(found("/services/weightlosscentre")).toBeUndefined();
    expect(found("/services/weightLosscentre")).toBe("/services/weightLosscentre");
    expect(found("/doctors/DR-MEHTA")).toBe("/doctors/:doctorId");
  });

  it("gives the same rule as one regular expression, for servers configured rather than programmed (nginx)", () => {
    const pattern = routePattern("/doctors/:doctorId");
    expect(pattern.flags).toBe("");
    expect(pattern.test("/doctors/x/")).toBe(true);
    expect(pattern.test("/DOCTORS/x")).toBe(false);
  });
});

describe("findRoute's index gives what trying every route in order gives", () => {
  const tryEach = (list: { path: string }[], pathname: string) =>
    [...list.filter((r) => !r.path.includes(":")), ...list.filter((r) => r.path.includes(":"))].find((r) =>
      routePattern(r.path).test(pathname),
    )?.path;

  it("for plain paths, odd ones, and addresses with and without a trailing slash", () => {
    const lists = [
      routes,
      [...routes, { path: "/a.b" }, { path: "/axb" }],
      [{ path: "/services/gym" }, { path: "/services/gym" }, { path: "/Services/gym" }, { path: "/x/:id" }],
      [{ path: "/caf\u00e9" }, { path: "/नमस्ते" }, { path: "/a b" }, { path: "/100%" }],
    ];
    const addresses = ["/", "//", "/about", "/about/", "/about//", "/ABOUT", "/a.b", "/axb", "/a.b/", "/services/gym/"];
    for (const list of lists) {
      for (const pathname of [...addresses, ...list.map((r) => r.path), ...list.map((r) => `${r.path}/`)]) {
        expect(findRoute(list, pathname)?.route.path, `${pathname} in ${JSON.stringify(list)}`).toBe(
          tryEach(list, pathname),
        );
      }
    }
  });
});
