import { describe, expect, it } from "vitest";
import {
  edit,
  mergedInto,
  redo,
  replaceWorking,
  startEdits,
  typingPause,
  undo,
} from "../../../editor/app/state/edit-history.ts";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
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

describe("undo after a colleague's version was merged in", () => {
  const site = (home: string, about: string, contact = "Contact") =>
    ({
      routes: [
        { path: "/", title: home, blocks: [] },
        { path: "/about", title: about, blocks: [] },
        { path: "/contact", title: contact, blocks: [] },
      ],
    }) as unknown as JsonObject;

  it("takes back my steps made before it as edits, leaving the colleague's change, and makes them again", () => {
    let edits = startEdits(site("Home", "About"));
    edits = edit(edits, site("Home page", "About"), { viewBefore: page(0), at: 1 });
    edits = edit(edits, site("Home page", "About", "Write to us"), { viewBefore: page(2), at: 5000 });
    // Dr Mehta published a new About title; my two steps are carried onto it.
    edits = mergedInto(edits, site("Home page", "About Sahaj", "Write to us"));

    const back = undo(edits);
    expect(back?.edits.working).toEqual(site("Home page", "About Sahaj"));
    const backAgain = undo(back!.edits);
    expect(backAgain?.edits.working).toEqual(site("Home", "About Sahaj"));
    expect(undo(backAgain!.edits)).toBeUndefined();
    const again = redo(backAgain!.edits);
    expect(again?.edits.working).toEqual(site("Home page", "About Sahaj"));
    expect(redo(again!.edits)?.edits.working).toEqual(site("Home page", "About Sahaj", "Write to us"));
  });

  it("shows the page each step changed, after a colleague's new page moved it down the list", () => {
    let edits = startEdits(site("Home", "About"));
    edits = edit(edits, site("Home", "About", "Write to us"), { viewBefore: page(2), at: 1 });
    // Dr Mehta published a new page, /offers, placed before /contact: /contact is now the fourth page.
    const withOffers = (contact: string) => {
      const merged = site("Home", "About", contact);
      (merged.routes as JsonObject[]).splice(2, 0, { path: "/offers", title: "Offers", blocks: [] });
      return merged;
    };
    edits = mergedInto(edits, withOffers("Write to us"));

    const back = undo(edits)!;
    expect(back.edits.working).toEqual(withOffers("Contact"));
    expect(back.shown).toEqual(page(3));
    expect(redo(back.edits)!.shown).toEqual(page(3));
  });

  it("shows a step's own view where no merge moved anything", () => {
    const edits = edit(startEdits(site("Home", "About")), site("Home", "About us"), { viewBefore: page(1), at: 1 });
    expect(undo(edits)!.shown).toEqual(page(1));
  });

  it("leaves a field changed again since as it is now", () => {
    let edits = startEdits(site("Home", "About"));
    edits = edit(edits, site("Home", "About us"), { viewBefore: page(1), at: 1 });
    // The colleague's version sets the same title, and the person kept theirs.
    edits = mergedInto(edits, site("Home", "About Sahaj"));
    expect(undo(edits)?.edits.working).toEqual(site("Home", "About Sahaj"));
  });

  it("keeps typing after the merge a step of its own, so its undo leaves the colleague's change", () => {
    const named = (name: string, phone: string) => ({ site: { name, phone }, routes: [] }) as unknown as JsonObject;
    let edits = startEdits(named("Sahaj", "1"));
    edits = edit(edits, named("Sahaj H", "1"), { viewBefore: page(0), group: "settings", at: 0 });
    edits = mergedInto(edits, named("Sahaj H", "2"));
    edits = edit(edits, named("Sahaj He", "2"), { viewBefore: page(0), group: "settings", at: 600 });
    expect(edits.done).toHaveLength(2);
    expect(undo(edits)?.edits.working).toEqual(named("Sahaj H", "2"));
    expect(undo(undo(edits)!.edits)?.edits.working).toEqual(named("Sahaj", "2"));
  });
});
