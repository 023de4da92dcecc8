import { describe, expect, it } from "vitest";
import { edit, redo, replaceWorking, startEdits, typingPause, undo } from "../../../editor/app/state/edit-history.ts";
import type { EditorView } from "../../../editor/app/state/editor-view.ts";

const page = (index: number): EditorView => ({ kind: "page", index });
const titled = (title: string) => ({ routes: [{ path: "/", title, blocks: [] }] });

describe("the editor's undo", () => {
  it("takes back the very first change after the editor opened", () => {
    const opened = startEdits(titled("Home"));
    const changed = edit(opened, titled("Home!"), { viewBefore: page(0), at: 1 });
    const back = undo(changed);
    expect(back?.edits.working).toEqual(titled("Home"));
    expect(back?.change.viewBefore).toEqual(page(0));
    expect(undo(back!.edits)).toBeUndefined();
  });

  it("keeps the letters of one word typed in one field as one step, and a pause or another field as the next", () => {
    let edits = startEdits(titled(""));
    for (const [at, title] of [
      [0, "H"],
      [200, "Ho"],
      [400, "Hom"],
      [600, "Home"],
    ] as const)
      edits = edit(edits, titled(title), { viewBefore: page(0), group: "page 0", at });
    edits = edit(edits, titled("Home page"), { viewBefore: page(0), group: "page 0", at: 600 + typingPause });
    edits = edit(edits, titled("Home page!"), { viewBefore: page(0), group: "settings", at: 700 + typingPause });
    expect(edits.done.map((step) => step.after)).toEqual([titled("Home"), titled("Home page"), titled("Home page!")]);
    expect(edits.done[0].before).toEqual(titled(""));
  });

  it("never joins changes without a group (a block added, moved or deleted)", () => {
    let edits = startEdits(titled("a"));
    edits = edit(edits, titled("b"), { viewBefore: page(0), at: 0 });
    edits = edit(edits, titled("c"), { viewBefore: page(0), at: 1 });
    expect(edits.done).toHaveLength(2);
  });

  it("redoes what it took back, shows each step where it was made, and forgets redo after a new change", () => {
    let edits = startEdits(titled("a"));
    edits = edit(edits, titled("b"), { viewBefore: page(0), viewAfter: page(3), at: 0 });
    const back = undo(edits)!;
    const again = redo(back.edits)!;
    expect(again.edits.working).toEqual(titled("b"));
    expect(again.change.viewAfter).toEqual(page(3));
    const fresh = edit(back.edits, titled("z"), { viewBefore: page(0), at: 5 });
    expect(redo(fresh)).toBeUndefined();
  });

  it("records nothing for a change that changes nothing, nor for the canvas showing a step taken back", () => {
    const opened = startEdits(titled("a"));
    expect(edit(opened, titled("a"), { viewBefore: page(0), at: 0 })).toBe(opened);
    const edited = edit(opened, titled("b"), { viewBefore: page(0), at: 0 });
    const back = undo(edited)!.edits;
    const synced = replaceWorking(back, titled("a "));
    expect(synced.undone).toHaveLength(1);
    expect(synced.working).toEqual(titled("a "));
  });
});
