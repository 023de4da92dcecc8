import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

// What site.json may say about holidays and special hours, and the mistakes validation catches.
const check = (text: string) => validateManifest("site.json", text, {});

const withSpecial = (exceptions: unknown[]) =>
  manifestText((m) => {
    Object.assign(m.site, {
      openingHours: [{ name: "Gym", times: [{ firstDay: "monday", opens: "06:00", closes: "10:30" }], exceptions }],
    });
  });

describe("holidays and special hours in site.json", () => {
  it("a closure over days and changed hours on one day are valid", async () => {
    const text = withSpecial([
      { firstDate: "2026-11-08", lastDate: "2026-11-10", label: "Diwali", note: "Closed" },
      { firstDate: "2026-11-14", times: [{ shift: "Morning", opens: "06:00", closes: "09:00" }] },
    ]);
    expect((await check(text)).errors).toEqual([]);
  });

  it("a date the calendar does not have is an error at it, in words", async () => {
    const text = withSpecial([{ firstDate: "2026-02-30", note: "Closed" }]);
    const [error, ...others] = (await check(text)).errors;
    expect(others).toEqual([]);
    expect(error).toBe(
      `site.json:${positionOf(text, '"2026-02-30"')}  site.openingHours[0].exceptions[0].firstDate: ` +
        "2026-02-30 is not a day of the calendar: February 2026 has 28 days.\n" +
        "    hint: Write a date that exists, year-month-day, e.g. 2026-11-01.",
    );
  });

  it("a date written another way is an error that shows the way", async () => {
    const errors = (await check(withSpecial([{ firstDate: "1/11/2026", note: "Closed" }]))).errors.join("\n");
    expect(errors).toContain("site.openingHours[0].exceptions[0].firstDate");
    expect(errors).toContain("Write the date as year-month-day, e.g. 2026-11-01.");
  });

  it("a last date before the first is an error at the last date", async () => {
    const text = withSpecial([{ firstDate: "2026-11-10", lastDate: "2026-11-08", note: "Closed" }]);
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `site.json:${positionOf(text, '"2026-11-08"')}  site.openingHours[0].exceptions[0].lastDate: ` +
        "The last day (2026-11-08) is before the first (2026-11-10).",
    );
  });

  it("times and a note in one row, or neither, is an error", async () => {
    const both = (
      await check(
        withSpecial([{ firstDate: "2026-11-08", note: "Closed", times: [{ opens: "09:00", closes: "12:00" }] }]),
      )
    ).errors.join("\n");
    expect(both).toContain("site.openingHours[0].exceptions[0].note: These days have a note and changed hours");
    const neither = (await check(withSpecial([{ firstDate: "2026-11-08", label: "Diwali" }]))).errors.join("\n");
    expect(neither).toContain(
      "site.openingHours[0].exceptions[0]: These days say neither that they are closed nor their changed hours.",
    );
  });

  it("changed hours that close before they open are an error at the closing time", async () => {
    const text = withSpecial([{ firstDate: "2026-11-08", times: [{ opens: "12:00", closes: "09:00" }] }]);
    const errors = (await check(text)).errors.join("\n");
    expect(errors).toContain(
      "site.openingHours[0].exceptions[0].times[0].closes: These hours close (09:00) before they open (12:00).",
    );
  });

  it("two rows of one entry on the same day are an error at the later row, naming the day", async () => {
    const text = withSpecial([
      { firstDate: "2026-11-08", lastDate: "2026-11-10", note: "Closed" },
      { firstDate: "2026-11-12", note: "Closed" },
      { firstDate: "2026-11-10", times: [{ opens: "09:00", closes: "12:00" }] },
    ]);
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      "site.openingHours[0].exceptions[2].firstDate: These days overlap those of row 1 (2026-11-08 to 2026-11-10): " +
        "both say what 2026-11-10 holds.",
    );
  });

  it("two entries may each have their own row on the same day", async () => {
    const text = manifestText((m) => {
      const times = [{ firstDay: "monday", opens: "06:00", closes: "10:30" }];
      const exceptions = [{ firstDate: "2026-11-08", note: "Closed" }];
      Object.assign(m.site, {
        openingHours: [
          { name: "Gym", times, exceptions },
          { name: "Physiotherapy", times, exceptions },
        ],
      });
    });
    expect((await check(text)).errors).toEqual([]);
  });
});
