import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "../../support/manual-clock.ts";
import { describe, expect, it } from "vitest";
import { DraftStore } from "../../../editor/server/drafts/draft-store.ts";
import { PresenceBoard } from "../../../editor/server/drafts/presence.ts";
import { HttpError } from "../../../editor/server/http-io.ts";

const site = (name: string) => ({ site: { name }, routes: [] });
const content = (name: string) => ({ baseHash: "base-1", base: site("Sahaj"), manifest: site(name) });

function refusal(act: () => unknown): HttpError | undefined {
  try {
    act();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe("drafts on the server", () => {
  it("are each person's own, kept whole, readable by the server's user only", () => {
    const dir = mkdtempSync(join(tmpdir(), "drafts-"));
    const drafts = new DraftStore(dir);
    drafts.write("Asha Patel", content("Asha's"), null);
    drafts.write("Dr Mehta", content("Mehta's"), null);
    expect(drafts.read("asha patel")?.manifest).toEqual(site("Asha's"));
    expect(drafts.read("Dr Mehta")?.manifest).toEqual(site("Mehta's"));
    expect(drafts.read("Ravi")).toBeUndefined();
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).not.toMatch(/asha|mehta/i);
      expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
    }
  });

  it("refuse a save or a removal made without the newest revision, and answer with that draft", () => {
    const drafts = new DraftStore(mkdtempSync(join(tmpdir(), "drafts-")));
    const onPc = drafts.write("Asha Patel", content("from the PC"), null);
    const onTablet = drafts.write("Asha Patel", content("from the tablet"), onPc.revision);
    expect(onTablet.revision).not.toBe(onPc.revision);

    const stale = refusal(() => drafts.write("Asha Patel", content("the PC again"), onPc.revision));
    expect(stale?.status).toBe(409);
    const newest = stale?.body();
    expect(newest?.error).toBe("newer-draft");
    expect(newest?.error === "newer-draft" && newest.draft?.manifest).toEqual(site("from the tablet"));
    expect(refusal(() => drafts.write("Asha Patel", content("a new tab"), null))?.status).toBe(409);
    expect(refusal(() => drafts.remove("Asha Patel", onPc.revision))?.status).toBe(409);
    expect(drafts.read("Asha Patel")?.manifest).toEqual(site("from the tablet"));

    drafts.remove("Asha Patel", onTablet.revision);
    expect(drafts.read("Asha Patel")).toBeUndefined();
    const afterRemoval = refusal(() => drafts.write("Asha Patel", content("the PC again"), onTablet.revision));
    expect(afterRemoval?.body()).toMatchObject({ error: "newer-draft", draft: null });
  });
});

describe("who has the editor open", () => {
  it("is everyone else who asked lately, with the page they have open; someone silent for 20 s has left", () => {
    const clock = new ManualClock(0);
    const board = new PresenceBoard(clock);
    board.note("Asha Patel", "/contact");
    clock.advance(5_000);
    expect(board.note("Dr Mehta", "/about")).toEqual([{ name: "Asha Patel", page: "/contact" }]);
    clock.advance(16_000);
    expect(board.note("Dr Mehta", "/about")).toEqual([]);
    expect(board.note("Asha Patel", "")).toEqual([{ name: "Dr Mehta", page: "/about" }]);
  });
});
