import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
import { withHoursRenamed } from "../../../editor/app/state/hours-rename.ts";

const entry = (name: string) => ({ name, times: [{ firstDay: "sunday", note: "Closed" }] });

function site(names: string[]): JsonObject {
  return {
    site: { name: "Clinic", openingHours: names.map(entry) },
    routes: [
      {
        path: "/",
        blocks: [
          { type: "timings", heading: "Hours", hours: ["Physiotherapy", "Gym"] },
          { type: "article", title: "Physiotherapy", paragraphs: ["Physiotherapy"] },
        ],
      },
      { path: "/doctors/:id", blocks: [{ type: "doctorProfile", hours: "Physiotherapy" }] },
    ],
  };
}

const hoursNamed = (manifest: JsonObject) =>
  (manifest.routes as { blocks: { hours?: unknown }[] }[]).map((route) => route.blocks.map((block) => block.hours));

describe("renaming opening hours in the site's settings", () => {
  it("renames them where blocks name them, and nothing else", () => {
    const after = withHoursRenamed(site(["Physiotherapy", "Gym"]), site(["Physio", "Gym"]));
    expect(hoursNamed(after)).toEqual([[["Physio", "Gym"], undefined], ["Physio"]]);
    expect((after.routes as { blocks: { title?: string }[] }[])[0].blocks[1]).toEqual({
      type: "article",
      title: "Physiotherapy",
      paragraphs: ["Physiotherapy"],
    });
  });

  it("leaves blocks as they are when entries move, are added or removed, or a name joins another's", () => {
    const before = site(["Physiotherapy", "Gym"]);
    for (const names of [["Gym", "Physiotherapy"], ["Physiotherapy", "Gym", "Yoga"], ["Gym"], ["Gym", "Gym"]]) {
      const after = site(names);
      expect(withHoursRenamed(before, after)).toBe(after);
    }
  });
});
