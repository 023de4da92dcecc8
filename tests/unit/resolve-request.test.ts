import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveRequest, type ServerRoutes } from "../../scripts/server/resolve-request.ts";

let dist: string;
const routes: ServerRoutes = {
  notFound: "404.html",
  patterns: [{ pattern: "/doctors/:doctorId", file: "doctors/_doctorId.html" }],
};
const resolve = (url: string) => {
  const { file, status } = resolveRequest(dist, routes, url);
  return { file: file.slice(dist.length + 1), status };
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "dist-"));
  for (const file of [
    "index.html",
    "404.html",
    "about/index.html",
    "doctors/_doctorId.html",
    "assets/app.js",
    "images/a.jpg",
  ]) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), file);
  }
});

describe("the production server's request mapping", () => {
  it("serves pages at clean URLs, with or without a trailing slash", () => {
    expect(resolve("/")).toEqual({ file: "index.html", status: 200 });
    expect(resolve("/about")).toEqual({ file: "about/index.html", status: 200 });
    expect(resolve("/about/")).toEqual({ file: "about/index.html", status: 200 });
    expect(resolve("/about?utm=x")).toEqual({ file: "about/index.html", status: 200 });
  });

  it("serves files as they are", () => {
    expect(resolve("/assets/app.js")).toEqual({ file: "assets/app.js", status: 200 });
    expect(resolve("/images/a.jpg")).toEqual({ file: "images/a.jpg", status: 200 });
  });

  it("serves a pattern route's shared page for any value", () => {
    expect(resolve("/doctors/dr-mehta")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
    expect(resolve("/doctors/42/")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
    // Runs of slashes count as one, as nginx reads them (pathOfAddress), for pattern pages as for files.
    expect(resolve("/doctors/42//")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
    expect(resolve("/doctors//42")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
    expect(resolve("/doctors/42/x")).toEqual({ file: "404.html", status: 404 });
  });

  it("answers anything else with the 404 page and status 404", () => {
    expect(resolve("/nowhere")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/doctors/a/b")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/about/index.html")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/%E0%A4%A")).toEqual({ file: "404.html", status: 404 });
  });

  it("counts letter case, in a pattern route as in a page's folder: /DOCTORS/x is not /doctors/:doctorId", () => {
    expect(resolve("/DOCTORS/x")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/Doctors/x/")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/ABOUT")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/doctors/DR-MEHTA")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
  });

  it("decodes an address once: an encoded percent sign is part of a doctor's id, not a code to decode again", () => {
    expect(resolve("/doctors/%25E0")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
    expect(resolve("/doctors/%25E0%25A4%25A")).toEqual({ file: "doctors/_doctorId.html", status: 200 });
    expect(resolve("/doctors/%E0%A4%A")).toEqual({ file: "404.html", status: 404 });
  });

  it("never leaves the dist folder", () => {
    expect(resolve("/../../etc/passwd")).toEqual({ file: "404.html", status: 404 });
    expect(resolve("/%2e%2e/%2e%2e/etc/passwd")).toEqual({ file: "404.html", status: 404 });
  });
});
