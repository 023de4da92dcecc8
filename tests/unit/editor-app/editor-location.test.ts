import { describe, expect, it } from "vitest";
import { editorLocationOf, isEditorAddress } from "../../../editor/app/editor-location.ts";
import { viewOfAddress } from "../../../editor/app/state/editor-view.ts";

const manifest = { routes: [{ path: "/" }, { path: "/about" }, { path: "/doctors/:doctorId" }] };

describe("the editor's address, decoded once", () => {
  it.each([
    ["/edit", "/"],
    ["/edit/", "/"],
    ["/edit/about", "/about"],
    ["/edit/about/", "/about"],
    ["/edit/%61bout", "/about"],
    ["/edit/doctors/:doctorId", "/doctors/:doctorId"],
    ["/edit/doctors/%3AdoctorId", "/doctors/:doctorId"],
  ])("%s edits the page %s", (address, routePath) => {
    expect(editorLocationOf(address)).toEqual({ view: "page", routePath });
  });

  it.each(["/edit/%E0", "/edit/doctors/%E0%A4%A", "/edit/100%"])(
    "%s cannot be decoded: the missing-page view, not a thrown error",
    (address) => {
      expect(editorLocationOf(address)).toEqual({ view: "unknown", address });
      expect(viewOfAddress(address, manifest)).toEqual({ kind: "missing", address });
    },
  );

  it("an address naming a page opens it; the settings and other addresses keep their views", () => {
    expect(viewOfAddress("/edit/%61bout", manifest)).toEqual({ kind: "page", index: 1 });
    expect(viewOfAddress("/edit-site", manifest)).toEqual({ kind: "settings" });
    expect(viewOfAddress("/edit-pictures/", manifest)).toEqual({ kind: "pictures" });
    expect(isEditorAddress("/edit-pictures")).toBe(true);
    expect(viewOfAddress("/edit/contact", manifest)).toEqual({ kind: "missing", address: "/edit/contact" });
  });
});
