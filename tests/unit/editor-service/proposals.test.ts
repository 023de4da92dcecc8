import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { laidOver } from "../../../editor/server/live/laid-over.ts";
import { ownView, ProposalStore } from "../../../editor/server/proposals/proposal-store.ts";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
import { ManualClock } from "../../support/manual-clock.ts";
import { minimalManifest } from "../fixtures/minimal-manifest.ts";

const freshStore = (clock = new ManualClock()) =>
  new ProposalStore(join(mkdtempSync(join(tmpdir(), "proposals-")), "proposals"), clock);

describe("proposals", () => {
  it("wait oldest first; asking again changes the message but keeps the place in the queue", () => {
    const clock = new ManualClock("2026-11-03T09:00:00Z");
    const store = freshStore(clock);
    store.propose("Meena", "first");
    clock.set("2026-11-03T09:05:00Z");
    store.propose("Kiran", "");
    clock.set("2026-11-03T09:10:00Z");
    store.propose("meena", "the banner, after all");
    expect(store.waiting().map(({ author, message, proposedAt }) => [author, message, proposedAt])).toEqual([
      ["meena", "the banner, after all", "2026-11-03T09:00:00.000Z"],
      ["Kiran", "", "2026-11-03T09:05:00.000Z"],
    ]);
  });

  it("keep their outcome for the author and leave the queue; asking again after a sending back queues anew", () => {
    const clock = new ManualClock("2026-11-03T09:00:00Z");
    const store = freshStore(clock);
    store.propose("Meena", "");
    clock.set("2026-11-03T10:00:00Z");
    store.decide("Meena", "sent-back", "Asha", "Keep the clinic's name.");
    expect(store.waiting()).toEqual([]);
    const kept = store.read("MEENA");
    expect(kept && ownView(kept)).toEqual({
      state: "sent-back",
      message: "",
      proposedAt: "2026-11-03T09:00:00.000Z",
      decidedBy: "Asha",
      decidedAt: "2026-11-03T10:00:00.000Z",
      note: "Keep the clinic's name.",
    });
    store.propose("Meena", "done");
    expect(store.waiting()[0]).toMatchObject({ state: "waiting", proposedAt: "2026-11-03T10:00:00.000Z" });
    store.remove("Meena");
    expect(store.read("Meena")).toBeUndefined();
  });
});

describe("a change carried onto site.json as it is now", () => {
  const site = () => structuredClone(minimalManifest) as unknown as JsonObject;
  const current = (manifest: JsonObject) => ({ text: JSON.stringify(manifest), hash: "now" });

  it("keeps both people's changes where they touch different places", () => {
    const base = site();
    const mine = site();
    (mine.site as JsonObject).name = "Mine";
    const theirs = site();
    (theirs.site as JsonObject).tagline = "Theirs";
    const carried = laidOver(base, mine, current(theirs));
    expect(carried).toEqual({ publish: { baseHash: "now", manifest: expect.any(Object) } });
    if (!("publish" in carried)) return;
    expect(carried.publish.manifest.site).toMatchObject({ name: "Mine", tagline: "Theirs" });
  });

  it("names, in words, a place both changed with each value, and publishes nothing of it until one is chosen", () => {
    const base = site();
    const mine = site();
    (mine.site as JsonObject).name = "Mine";
    const theirs = site();
    (theirs.site as JsonObject).name = "Theirs";
    const key = JSON.stringify(["site", "name"]);
    expect(laidOver(base, mine, current(theirs))).toEqual({
      clashes: [{ key, place: "Site settings › Name", mine: "“Mine”", theirs: "“Theirs”" }],
    });
    for (const side of ["mine", "theirs"] as const) {
      const chosen = laidOver(base, mine, current(theirs), new Map([[key, side]]));
      expect("publish" in chosen && chosen.publish.manifest.site).toMatchObject({
        name: side === "mine" ? "Mine" : "Theirs",
      });
    }
  });
});
