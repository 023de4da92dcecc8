import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import type { OpeningTime } from "../../src/manifest/site-manifest.generated.ts";
import { doctorProfile } from "./fixtures/doctor-profile.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

// What site.json may say about its opening hours, and the mistakes validation catches.
const check = (text: string) => validateManifest("site.json", text, {});

type Row = Partial<Record<keyof OpeningTime, string>>;

function withHours(rows: Row[], blocks: unknown[] = [{ type: "timings", heading: "Hours", hours: ["Gym"] }]) {
  return manifestText((m) => {
    Object.assign(m.site, { openingHours: [{ name: "Gym", times: rows }] });
    m.routes[0].blocks.push(...(blocks as never[]));
  });
}

describe("opening hours in site.json", () => {
  it("rows with times, a note, a run of days and a shift are valid, and blocks name them", async () => {
    const text = withHours(
      [
        { firstDay: "monday", lastDay: "saturday", shift: "Morning", opens: "06:00", closes: "10:30" },
        { firstDay: "sunday", note: "Closed" },
      ],
      [
        { type: "timings", heading: "Hours", hours: ["Gym"] },
        { type: "timings", heading: "Again", hours: ["Gym", "Gym"] },
      ],
    );
    expect((await check(text)).errors).toEqual([]);
  });

  it("a note written with its translations is a note: the row needs no times", async () => {
    const text = manifestText((m) => {
      Object.assign(m.site, {
        languages: [
          { code: "en", name: "English" },
          { code: "gu", name: "ગુજરાતી" },
        ],
        openingHours: [{ name: "Gym", times: [{ firstDay: "sunday", note: { en: "Closed", gu: "બંધ" } }] }],
      });
    });
    expect((await check(text)).errors).toEqual([]);
  });

  it("a time that is not HH:MM on the 24-hour clock, or a day that is not a weekday, is an error", async () => {
    const errors = (await check(withHours([{ firstDay: "Mon", opens: "8am", closes: "24:00" }]))).errors.join("\n");
    expect(errors).toContain("site.openingHours[0].times[0].firstDay");
    expect(errors).toContain("site.openingHours[0].times[0].opens");
    expect(errors).toContain("site.openingHours[0].times[0].closes");
    expect(errors).toContain("Write the time on the 24-hour clock as HH:MM");
  });

  it("hours that close before they open are an error at the closing time", async () => {
    const text = withHours([{ firstDay: "tuesday", opens: "16:00", closes: "12:00" }]);
    const [error, ...others] = (await check(text)).errors;
    expect(others).toEqual([]);
    expect(error).toContain(
      `site.json:${positionOf(text, '"12:00"')}  site.openingHours[0].times[0].closes: ` +
        "These hours close (12:00) before they open (16:00).",
    );
  });

  it("a row needs both times, or a note instead of them, not both", async () => {
    const only = (await check(withHours([{ firstDay: "monday", opens: "08:00" }]))).errors.join("\n");
    expect(only).toContain("site.openingHours[0].times[0].opens: This row says when it opens but not when it closes.");
    const neither = (await check(withHours([{ firstDay: "monday" }]))).errors.join("\n");
    expect(neither).toContain("site.openingHours[0].times[0]: This row has neither times nor a note.");
    expect(neither).toContain("or a note such as Closed");
    const both = (await check(withHours([{ firstDay: "monday", opens: "08:00", closes: "09:00", note: "Closed" }])))
      .errors;
    expect(both.join("\n")).toContain("site.openingHours[0].times[0].note: This row has times and a note");
  });

  it("days that run backwards are an error", async () => {
    const text = withHours([{ firstDay: "saturday", lastDay: "monday", opens: "08:00", closes: "09:00" }]);
    expect((await check(text)).errors.join("\n")).toContain(
      "site.openingHours[0].times[0].lastDay: The days run backwards: from saturday to monday.",
    );
  });

  it("two entries with one name are an error: blocks could not tell them apart", async () => {
    const text = manifestText((m) =>
      Object.assign(m.site, {
        openingHours: [
          { name: "Gym", times: [{ firstDay: "monday", note: "Closed" }] },
          { name: "Gym", times: [{ firstDay: "tuesday", note: "Closed" }] },
        ],
      }),
    );
    expect((await check(text)).errors.join("\n")).toContain(
      "site.openingHours[1].name: Two entries of the opening hours are named “Gym”",
    );
  });

  it("a block naming hours the site does not have is an error at the name, with the closest one", async () => {
    const text = withHours(
      [{ firstDay: "monday", note: "Closed" }],
      [{ type: "timings", heading: "Hours", hours: ["Gymm"] }],
    );
    const [error, ...others] = (await check(text)).errors;
    expect(others).toEqual([]);
    expect(error).toContain(
      `site.json:${positionOf(text, '"Gymm"')}  routes[0].blocks[1].hours[0] (timings): ` +
        "No opening hours are named “Gymm”.",
    );
    expect(error).toContain("Did you mean “Gym”? The site's opening hours are: “Gym”.");
  });

  it("so is a doctor's profile naming hours the site does not have", async () => {
    const profile = doctorProfile({ background: "/images/banner.jpg", hours: "Visiting hours" });
    const errors = (await check(withHours([{ firstDay: "monday", note: "Closed" }], [profile]))).errors;
    expect(errors.join("\n")).toContain(
      "routes[0].blocks[1].hours (doctorProfile): No opening hours are named “Visiting hours”.",
    );
  });
});
