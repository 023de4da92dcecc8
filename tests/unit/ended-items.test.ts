import { describe, expect, it } from "vitest";
import { endedItems, withoutEnded } from "../../src/dates/ended-items.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText } from "./fixtures/minimal-manifest.ts";

const edit = (text: string, change: (manifest: SiteManifest) => void) => {
  const manifest = JSON.parse(text) as SiteManifest;
  change(manifest);
  return manifest;
};
const dated = edit(manifestText(), (manifest) => {
  manifest.site.openingHours = [
    {
      name: "Gym",
      times: [{ firstDay: "monday", opens: "06:00", closes: "10:30" }],
      exceptions: [
        { firstDate: "2026-11-08", lastDate: "2026-11-10", label: "Diwali", note: "Closed" },
        { firstDate: "2027-01-14", label: "Uttarayan", note: "Closed" },
      ],
    },
  ];
  manifest.site.notices = [
    { text: "Closed for Diwali", from: "2026-10-28T09:00", until: "2026-11-11T00:00" },
    { text: "New batches", from: "2026-11-01T00:00", until: "2026-12-01T00:00" },
  ];
});

describe("holiday hours and notices that have ended", () => {
  it("are those whose last day, or whose window, is over", () => {
    expect(endedItems(dated, "2026-11-10T23:59")).toEqual([]);
    expect(endedItems(dated, "2026-11-11T00:00")).toEqual([
      { path: ["site", "openingHours", 0, "exceptions", 0], kind: "specialHours", ended: "2026-11-10" },
      { path: ["site", "notices", 0], kind: "notice", ended: "2026-11-11T00:00" },
    ]);
  });

  it("can be removed, leaving everything else as it was and in its order", () => {
    const kept = withoutEnded(dated, "2026-11-11T00:00");
    expect(Object.keys(kept.site)).toEqual(Object.keys(dated.site));
    expect(kept.site.openingHours![0].exceptions).toEqual([dated.site.openingHours![0].exceptions![1]]);
    expect(kept.site.notices).toEqual([dated.site.notices![1]]);
    const allOver = withoutEnded(dated, "2027-02-01T00:00");
    expect(allOver.site.notices).toBeUndefined();
    expect(allOver.site.openingHours![0]).toEqual({ name: "Gym", times: dated.site.openingHours![0].times });
  });

  it("are information lines of the validator, never errors, at their place", async () => {
    const text = JSON.stringify(dated, null, 2);
    const report = await validateManifest("site.json", text, { moment: "2026-11-11T00:00" });
    expect(report.errors).toEqual([]);
    expect(report.notes).toHaveLength(2);
    expect(report.notes[0]).toContain(
      "site.openingHours[0].exceptions[0]: These holiday hours ended on Tue 10 Nov; visitors no longer see them.",
    );
    expect(report.notes[1]).toContain("site.notices[0]: This notice ended on Wed 11 Nov; visitors no longer see it.");
    expect((await validateManifest("site.json", text, { moment: "2026-11-01T00:00" })).notes).toEqual([]);
  });
});
