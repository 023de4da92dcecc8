import { describe, expect, it } from "vitest";
import { jsonEqual } from "../../scripts/manifest/json-equal.ts";
import { edit, startEdits } from "../../editor/app/state/edit-history.ts";
import type { JsonObject } from "../../editor/shared/schema/json-value.ts";

// The one equality of site.json the editor, its server and the build use.
describe("two versions of site.json are the same", () => {
  it("whatever order their keys are written in", () => {
    expect(jsonEqual({ title: "About", path: "/about" }, { path: "/about", title: "About" })).toBe(true);
    expect(jsonEqual({ routes: [{ a: 1, b: [2, { c: 3 }] }] }, { routes: [{ b: [2, { c: 3 }], a: 1 }] })).toBe(true);
  });

  it("with a key the working copy holds as undefined, as once written, where it is absent", () => {
    expect(jsonEqual({ title: "About", heading: undefined }, { title: "About" })).toBe(true);
    expect(jsonEqual({ title: "About" }, { title: "About", heading: undefined })).toBe(true);
  });

  it("not when a value, a list's order or length, or a kind of value differs", () => {
    expect(jsonEqual({ title: "About" }, { title: "About us" })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([1], [1, 1])).toBe(false);
    expect(jsonEqual({ list: [] }, { list: {} })).toBe(false);
    expect(jsonEqual({ title: null }, { title: "null" })).toBe(false);
    expect(jsonEqual(JSON.parse('{"__proto__": {}}'), {})).toBe(false);
  });
});

describe("the editor's Undo", () => {
  it("records no step for a change that only writes the same keys in another order", () => {
    const opened = startEdits({ site: { name: "Sahaj", location: "Gandhinagar" }, routes: [] } as JsonObject);
    const reordered = { routes: [], site: { location: "Gandhinagar", name: "Sahaj" } } as JsonObject;
    expect(edit(opened, reordered, { viewBefore: { kind: "settings" }, at: 0 })).toBe(opened);
  });
});
