import { describe, expect, it } from "vitest";
import {
  editedPagePath,
  isEditorAddress,
  isPreviewAddress,
  pageAddress,
  previewedAddress,
  previewOfAddress,
} from "../../../editor/shared/editor-location.ts";
import { viewOfLocation } from "../../../editor/app/state/editor-view.ts";
import { locationOfAddress } from "../../../src/manifest/path-rules.ts";

const manifest = { routes: [{ path: "/" }, { path: "/about" }, { path: "/doctors/:doctorId" }] };

describe("the editor's address, decoded once as the site decodes it", () => {
  it.each([
    ["/edit", "/"],
    ["/edit/", "/"],
    ["/edit/about", "/about"],
    ["/edit/about/", "/about"],
    ["/edit/%61bout", "/about"],
    ["/edit/doctors/:doctorId", "/doctors/:doctorId"],
    ["/edit/doctors/%3AdoctorId", "/doctors/:doctorId"],
    ["/edit/100%2525", "/100%25"],
  ])("%s edits the page %s", (address, routePath) => {
    expect(editedPagePath(locationOfAddress(address))).toBe(routePath);
    expect(isEditorAddress(address)).toBe(true);
  });

  it.each(["/edit/%E0", "/edit/doctors/%E0%A4%A", "/edit/100%"])(
    "%s cannot be decoded: the editor still answers, with the missing-page view, not a thrown error",
    (address) => {
      expect(isEditorAddress(address)).toBe(true);
      expect(viewOfLocation(locationOfAddress(address), manifest)).toEqual({ kind: "missing" });
    },
  );

  it("an address naming a page opens it; the settings and other addresses keep their views", () => {
    expect(viewOfLocation(locationOfAddress("/edit/%61bout"), manifest)).toEqual({ kind: "page", index: 1 });
    expect(viewOfLocation("/edit-site", manifest)).toEqual({ kind: "settings" });
    expect(viewOfLocation("/edit-pictures/", manifest)).toEqual({ kind: "pictures" });
    expect(viewOfLocation("/edit-history", manifest)).toEqual({ kind: "history" });
    expect(viewOfLocation("/edit/contact", manifest)).toEqual({ kind: "missing" });
    expect(viewOfLocation("/EDIT-SITE", manifest)).toEqual({ kind: "missing" });
    expect(isEditorAddress("/edit-pictures")).toBe(true);
    expect(isEditorAddress("/editor")).toBe(false);
    expect(isEditorAddress("/about")).toBe(false);
  });

  it("a page's address reads back as its path, whatever characters the path holds", () => {
    for (const path of ["/", "/about", "/doctors/:doctorId", "/100%", "/a?b", "/a b"])
      expect(editedPagePath(locationOfAddress(pageAddress(path)))).toBe(path);
  });
});

describe("a preview's address", () => {
  it("carries the site address as a link has it, still encoded, with the version before any fragment", () => {
    expect(previewOfAddress("/doctors/a%2Fb")).toBe("/edit-preview/doctors/a%2Fb");
    expect(previewOfAddress("/about#team", { version: "abc" })).toBe("/edit-preview/about?version=abc#team");
    expect(previewOfAddress("/contact", { proposal: "Meena Joshi" })).toBe(
      "/edit-preview/contact?proposal=Meena+Joshi",
    );
    expect(previewedAddress("/edit-preview/doctors/a%2Fb")).toBe("/doctors/a%2Fb");
    expect(previewedAddress("/edit-preview")).toBe("/");
    expect(isPreviewAddress("/edit-preview/doctors/%E0%A4%A")).toBe(true);
    expect(isPreviewAddress("/edit-previews")).toBe(false);
  });
});
