import { describe, expect, it } from "vitest";
import { clock12, dayRangeText, dottedTimeRangeText, timeRangeText } from "../../src/hours/hours-text.ts";
import { daysOf, weekHoursNamed, weekHoursOf } from "../../src/hours/opening-hours.ts";
import type { OpeningHours } from "../../src/manifest/site-manifest.generated.ts";

const physio: OpeningHours = {
  name: "Physiotherapy",
  times: [
    { firstDay: "monday", lastDay: "saturday", shift: "Morning", opens: "08:00", closes: "12:00" },
    { firstDay: "monday", lastDay: "saturday", shift: "Evening", opens: "16:00", closes: "20:00" },
    { firstDay: "sunday", opens: "08:30", closes: "11:00" },
  ],
};
const skin: OpeningHours = {
  name: "Skin",
  times: [
    { firstDay: "monday", lastDay: "saturday", opens: "08:00", closes: "13:00" },
    { firstDay: "monday", lastDay: "saturday", opens: "16:00", closes: "20:00" },
    { firstDay: "sunday", note: "By appointment" },
  ],
};

describe("one row of opening hours", () => {
  it("covers its first day through its last, or its one day", () => {
    expect(daysOf({ firstDay: "thursday", lastDay: "saturday" })).toEqual(["thursday", "friday", "saturday"]);
    expect(daysOf({ firstDay: "sunday" })).toEqual(["sunday"]);
    expect(daysOf({ firstDay: "friday", lastDay: "friday" })).toEqual(["friday"]);
  });

  it("is written as the timings tables write it", () => {
    expect(physio.times.map((time) => [dayRangeText(time), timeRangeText(time)])).toEqual([
      ["Monday - Saturday", "8:00 AM - 12:00 PM"],
      ["Monday - Saturday", "4:00 PM - 8:00 PM"],
      ["Sunday", "8:30 AM - 11:00 AM"],
    ]);
    expect(timeRangeText(skin.times[2])).toBe("By appointment");
  });

  it("is written as a doctor's schedule writes it", () => {
    expect(dottedTimeRangeText({ firstDay: "wednesday", opens: "15:00", closes: "18:00" })).toBe("15.00-18.00");
    expect(dottedTimeRangeText({ firstDay: "sunday", note: "Closed" })).toBe("Closed");
  });

  it("names midnight and noon the way a clinic does", () => {
    expect([clock12("00:30"), clock12("12:00"), clock12("12:45"), clock12("21:30")]).toEqual([
      "12:30 AM",
      "12:00 PM",
      "12:45 PM",
      "9:30 PM",
    ]);
  });
});

describe("the week of several entries", () => {
  it("is open whenever any of them is, stretches that touch or overlap joined", () => {
    expect(weekHoursOf([physio, skin])).toEqual({
      ...Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [
          day,
          [
            { from: "08:00", to: "13:00" },
            { from: "16:00", to: "20:00" },
          ],
        ]),
      ),
      sunday: [{ from: "08:30", to: "11:00" }],
    });
  });

  it("keeps stretches apart when a gap lies between them, in time order whatever the rows' order", () => {
    const gym: OpeningHours = {
      name: "Gym",
      times: [
        { firstDay: "monday", opens: "16:00", closes: "21:30" },
        { firstDay: "monday", opens: "10:30", closes: "13:00" },
        { firstDay: "monday", opens: "06:00", closes: "10:30" },
      ],
    };
    expect(weekHoursOf([gym])).toEqual({
      monday: [
        { from: "06:00", to: "13:00" },
        { from: "16:00", to: "21:30" },
      ],
    });
  });

  it("leaves out days that have only notes: nobody can ask for a time then", () => {
    expect(weekHoursOf([skin]).sunday).toBeUndefined();
  });

  it("by name, leaves out a name no entry has", () => {
    expect(weekHoursNamed([physio], ["Physiotherapy", "Cardiology"])).toEqual(weekHoursOf([physio]));
    expect(weekHoursNamed(undefined, ["Physiotherapy"])).toEqual({});
  });
});
