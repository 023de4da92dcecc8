import { describe, expect, it } from "vitest";
import type { OpeningHours, SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { specialDaysOf, specialHoursShown } from "../../src/hours/special-hours.ts";
import { instantOfMoment, isCalendarDay, isLocalMoment } from "../../src/dates/local-moment.ts";
import { nextChangeAfter } from "../../src/dates/next-change.ts";
import { dayRangeText } from "../../src/dates/date-words.ts";
import { checkAppointment, type AppointmentRules } from "../../src/forms/appointment-rules.ts";
import { upcomingClosures } from "../../src/forms/appointment-hours.ts";
import { weekHoursOf } from "../../src/hours/opening-hours.ts";
import { openingHoursData } from "../../scripts/prerender/opening-hours-data.ts";
import { sampleManifest, type SampleBlock } from "../fixtures/sample-site.ts";

// Monday to Saturday 08:00-12:00 and 16:00-20:00, Sunday 08:30-11:00. 8 Nov 2026 is a Sunday.
const physiotherapy: OpeningHours = {
  name: "Physiotherapy",
  times: [
    { firstDay: "monday", lastDay: "saturday", opens: "08:00", closes: "12:00" },
    { firstDay: "monday", lastDay: "saturday", opens: "16:00", closes: "20:00" },
    { firstDay: "sunday", opens: "08:30", closes: "11:00" },
  ],
  exceptions: [
    { firstDate: "2026-10-02", label: "Gandhi Jayanti", note: "Closed" },
    { firstDate: "2026-11-08", lastDate: "2026-11-10", label: "Diwali", note: "Closed" },
    { firstDate: "2026-11-14", times: [{ opens: "09:00", closes: "11:00" }] },
    { firstDate: "2027-01-14", label: "Uttarayan", note: "Closed" },
  ],
};
const gym: OpeningHours = {
  name: "Gym",
  times: [{ firstDay: "monday", lastDay: "sunday", opens: "06:00", closes: "10:00" }],
};

const labels = (entry: OpeningHours, today: string, days?: number) =>
  specialHoursShown(entry, today, days).map((special) => special.label ?? special.firstDate);

describe("which holidays and special hours visitors see", () => {
  it("those on now or starting within 30 days, in date order; an ended one never", () => {
    expect(labels(physiotherapy, "2026-10-01")).toEqual(["Gandhi Jayanti"]);
    expect(labels(physiotherapy, "2026-10-02")).toEqual(["Gandhi Jayanti"]);
    expect(labels(physiotherapy, "2026-10-08")).toEqual([]);
    expect(labels(physiotherapy, "2026-10-09")).toEqual(["Diwali"]);
    expect(labels(physiotherapy, "2026-10-30")).toEqual(["Diwali", "2026-11-14"]);
    expect(labels(physiotherapy, "2026-11-10")).toEqual(["Diwali", "2026-11-14"]);
    expect(labels(physiotherapy, "2026-11-11")).toEqual(["2026-11-14"]);
    expect(labels(physiotherapy, "2026-12-14")).toEqual([]);
    expect(labels(physiotherapy, "2026-12-15")).toEqual(["Uttarayan"]);
    expect(labels(physiotherapy, "2027-01-15")).toEqual([]);
  });

  it("a block may look further ahead, or only at today", () => {
    expect(labels(physiotherapy, "2026-10-30", 90)).toEqual(["Diwali", "2026-11-14", "Uttarayan"]);
    expect(labels(physiotherapy, "2026-11-08", 0)).toEqual(["Diwali"]);
    expect(labels(physiotherapy, "2026-11-07", 0)).toEqual([]);
  });
});

describe("the hours of a date", () => {
  it("special hours replace the week's of their entry; the other entries keep theirs", () => {
    const days = specialDaysOf([physiotherapy], "2026-10-30");
    expect(days["2026-10-02"]).toBeUndefined();
    expect(days["2026-11-08"]).toEqual({ spans: [], label: "Diwali" });
    expect(days["2026-11-14"]).toEqual({ spans: [{ from: "09:00", to: "11:00" }] });
    const both = specialDaysOf([physiotherapy, gym], "2026-10-30");
    expect(both["2026-11-09"]).toEqual({ spans: [{ from: "06:00", to: "10:00" }], label: "Diwali" });
    expect(both["2026-11-14"]).toEqual({ spans: [{ from: "06:00", to: "11:00" }] });
  });
});

describe("the appointment form on a date with special hours", () => {
  const form = sampleManifest()
    .routes.find((route) => route.path === "/appointments")!
    .blocks.find((b): b is SampleBlock<"appointmentForm"> => b.type === "appointmentForm")!;
  const rules: AppointmentRules = {
    today: "2026-10-30",
    now: "10:00",
    hours: weekHoursOf([physiotherapy]),
    special: specialDaysOf([physiotherapy]),
    messages: form.messages,
  };
  const request = { name: "Ravi Shah", phone: "9876543210", medicalRecordNumber: "", reason: "", department: "" };

  it("refuses a day closed for a holiday, naming it", () => {
    expect(checkAppointment({ ...request, date: "2026-11-09", time: "10:00" }, rules)).toEqual({
      date: "We are closed on Mon 9 Nov (Diwali). Please choose another day.",
    });
  });

  it("checks the time against the day's changed hours", () => {
    expect(checkAppointment({ ...request, date: "2026-11-14", time: "10:30" }, rules)).toEqual({});
    expect(checkAppointment({ ...request, date: "2026-11-14", time: "16:30" }, rules)).toEqual({
      time: "On Sat 14 Nov we see patients 9:00 AM to 11:00 AM only. Please choose a time then.",
    });
  });

  it("takes the week's hours on the days around them", () => {
    expect(checkAppointment({ ...request, date: "2026-11-11", time: "16:30" }, rules)).toEqual({});
  });

  it("names the closures coming within its look-ahead, neighbouring days together", () => {
    expect(upcomingClosures(rules.special!, "2026-10-30", 30)).toBe("Closed Sun 8 Nov – Tue 10 Nov (Diwali).");
    expect(upcomingClosures(rules.special!, "2026-11-11", 30)).toBe("");
    expect(upcomingClosures(rules.special!, "2026-12-20", 30)).toBe("Closed Thu 14 Jan 2027 (Uttarayan).");
  });
});

describe("the moment a built site next shows something else", () => {
  const manifest = (entries: OpeningHours[], upcomingDays?: number): SiteManifest => {
    const sample = sampleManifest();
    return {
      ...sample,
      site: { ...sample.site, openingHours: entries, notices: [] },
      routes: [{ path: "/", title: "Home", blocks: [{ type: "timings", heading: "Hours", hours: [], upcomingDays }] }],
    } as SiteManifest;
  };

  it("is when a holiday comes into the 30 days ahead, or the day after one ends", () => {
    const site = manifest([physiotherapy]);
    expect(nextChangeAfter(site, "2026-09-01T10:00")).toBe("2026-09-02T00:00");
    expect(nextChangeAfter(site, "2026-10-02T10:00")).toBe("2026-10-03T00:00");
    expect(nextChangeAfter(site, "2026-10-03T00:00")).toBe("2026-10-09T00:00");
    expect(nextChangeAfter(site, "2026-11-10T23:59")).toBe("2026-11-11T00:00");
    // Uttarayan comes into view, then its date loses its year when the new year begins.
    expect(nextChangeAfter(site, "2026-11-15T00:00")).toBe("2026-12-15T00:00");
    expect(nextChangeAfter(site, "2026-12-15T00:00")).toBe("2027-01-01T00:00");
    expect(nextChangeAfter(site, "2027-01-15T00:00")).toBeUndefined();
  });

  it("follows a timings block that looks further ahead", () => {
    expect(nextChangeAfter(manifest([physiotherapy]), "2026-11-11T00:00")).toBe("2026-11-15T00:00");
    expect(nextChangeAfter(manifest([physiotherapy], 62), "2026-11-11T00:00")).toBe("2026-11-13T00:00");
  });

  it("is none on a site with nothing dated", () => {
    expect(nextChangeAfter(manifest([gym]), "2026-09-01T10:00")).toBeUndefined();
  });
});

describe("moments on the clinic's clock", () => {
  it("knows real days and moments", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isLocalMoment("2026-11-01T09:00")).toBe(true);
    expect(isLocalMoment("2026-11-01T24:00")).toBe(false);
    expect(isLocalMoment("2026-11-01 09:00")).toBe(false);
  });

  it("says the instant a clinic moment happens, in India and where clocks change", () => {
    expect(instantOfMoment("2026-11-04T00:00", "Asia/Kolkata").toISOString()).toBe("2026-11-03T18:30:00.000Z");
    expect(instantOfMoment("2026-07-01T09:00", "Europe/London").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(instantOfMoment("2026-12-01T09:00", "Europe/London").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });

  it("writes dates in the page's language, the year only when it is another", () => {
    expect(dayRangeText("2026-11-08", "2026-11-10", "en", "2026")).toBe("Sun 8 Nov – Tue 10 Nov");
    expect(dayRangeText("2027-01-14", "2027-01-14", "en", "2026")).toBe("Thu 14 Jan 2027");
    expect(dayRangeText("2026-11-08", "2026-11-08", "gu", "2026")).toMatch(/^રવિ 8 નવે/);
    expect(dayRangeText("2026-11-08", "2026-11-08", "hi", "2026")).toMatch(/^रवि 8 नव/);
  });
});

describe("the structured data of the clinic's hours", () => {
  const site = { ...sampleManifest().site, openingHours: [physiotherapy] };
  const routes = [
    { path: "/", title: "Home", blocks: [{ type: "timings", heading: "Hours", hours: ["Physiotherapy"] }] },
  ];
  const data = (today: string) =>
    openingHoursData(site, routes as SiteManifest["routes"], today) as {
      specialOpeningHoursSpecification?: unknown[];
      department: { specialOpeningHoursSpecification?: unknown[] }[];
    };

  it("gives the special hours not ended, a closure as 00:00 to 00:00", () => {
    expect(data("2026-11-09").specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-11-08",
        validThrough: "2026-11-10",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-11-14",
        validThrough: "2026-11-14",
        opens: "09:00",
        closes: "11:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2027-01-14",
        validThrough: "2027-01-14",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
    expect(data("2026-11-09").department[0].specialOpeningHoursSpecification).toHaveLength(3);
  });

  it("gives none once they have all ended", () => {
    expect(data("2027-01-15").specialOpeningHoursSpecification).toBeUndefined();
    expect(data("2027-01-15").department[0].specialOpeningHoursSpecification).toBeUndefined();
  });
});
