import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeWeek } from "../../src/forms/appointment-hours.ts";
import {
  checkAppointment,
  hasAnyError,
  type AppointmentRules,
  type AppointmentValues,
} from "../../src/forms/appointment-rules.ts";
import { clinicClock, dayOfLocalDate, localDateOfDay, writtenDay } from "../../src/dates/clinic-calendar.ts";
import { weekHoursNamed, type WeekHours } from "../../src/hours/opening-hours.ts";
import { sampleManifest, type SampleBlock } from "../fixtures/sample-site.ts";

const manifest = sampleManifest();
const form = manifest.routes
  .find((route) => route.path === "/appointments")!
  .blocks.find((b): b is SampleBlock<"appointmentForm"> => b.type === "appointmentForm")!;
const { messages } = form;
const clinicZone = manifest.site.timeZone!;

// Monday to Saturday 08:00-13:00 and 16:00-20:00, Sunday closed. 18 March 2026 is a Wednesday.
const hours: WeekHours = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [
    day,
    [
      { from: "08:00", to: "13:00" },
      { from: "16:00", to: "20:00" },
    ],
  ]),
);
// At the clinic it is 9:00 on that Wednesday morning.
const rules: AppointmentRules = { today: "2026-03-18", now: "09:00", hours, messages };

const valid: AppointmentValues = {
  name: "Ravi Shah",
  phone: "9876543210",
  medicalRecordNumber: "MRN-00042",
  date: "2026-03-19",
  time: "10:30",
  reason: "New Patient Visit",
  department: "Physiotherapy",
};

const errorsFor = (change: Partial<AppointmentValues>, with_: AppointmentRules = rules) =>
  checkAppointment({ ...valid, ...change }, with_);

describe("a valid request", () => {
  it("has no errors, with or without weekly hours", () => {
    expect(errorsFor({})).toEqual({});
    expect(errorsFor({}, { today: rules.today, now: rules.now, messages })).toEqual({});
    expect(hasAnyError(errorsFor({}))).toBe(false);
  });
});

describe("name", () => {
  it.each(["", "   ", "\t"])("%j is refused with site.json's message", (name) => {
    expect(errorsFor({ name })).toEqual({ name: messages.nameMissing });
  });
  it("any other text is fine", () => expect(errorsFor({ name: "A" })).toEqual({}));
});

describe("phone: the contact form's rule", () => {
  it.each([
    ["987654321", "9 digits"],
    ["98765432101", "11 digits"],
    ["5876543210", "a leading 5"],
    ["98765 43210", "a space"],
    ["", "empty"],
  ])("%s (%s) is refused", (phone) => {
    expect(errorsFor({ phone })).toEqual({ phone: messages.phoneInvalid });
  });
  it.each(["9876543210", "6000000000", "7012345678", "8999999999", " 9876543210 "])("%s is fine", (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });
});

describe("date, against the clinic's today", () => {
  it("is required", () => expect(errorsFor({ date: "" })).toEqual({ date: messages.dateMissing }));
  it("yesterday is in the past; today and tomorrow are fine", () => {
    expect(errorsFor({ date: "2026-03-17" })).toEqual({ date: messages.datePast });
    expect(errorsFor({ date: "2026-03-18" })).toEqual({});
    expect(errorsFor({ date: "2026-03-19" })).toEqual({});
  });
  it("the day before the first of a month and of a year is in the past too", () => {
    expect(errorsFor({ date: "2026-02-28" }, { ...rules, today: "2026-03-01" })).toEqual({ date: messages.datePast });
    expect(errorsFor({ date: "2025-12-31", time: "" }, { today: "2026-01-01", now: "09:00", messages })).toEqual({
      date: messages.datePast,
    });
  });
  it("a closed day is refused, and the message names the days and hours that are open", () => {
    const sunday = "2026-03-22";
    const message = messages.dayClosed
      .replace("{day}", "Sunday")
      .replace("{week}", "Monday to Saturday, 8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM");
    expect(errorsFor({ date: sunday })).toEqual({ date: message });
    expect(message).toContain("Sunday");
    expect(message).toContain("Monday to Saturday, 8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM");
  });
  it("with no weekly hours every day from today is open", () => {
    expect(errorsFor({ date: "2026-03-22", time: "" }, { today: rules.today, now: rules.now, messages })).toEqual({});
  });
});

describe("time, inside the chosen day's hours", () => {
  const outside = messages.timeOutsideHours
    .replace("{day}", "Thursday")
    .replace("{hours}", "8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM");
  it.each([
    ["08:00", "the first open minute"],
    ["12:59", "the last minute of the morning"],
    ["16:00", "the first minute of the evening"],
    ["19:59", "the last open minute"],
  ])("%s (%s) is fine", (time) => expect(errorsFor({ time })).toEqual({}));
  it.each([
    ["07:59", "a minute before opening"],
    ["13:00", "the morning's closing time"],
    ["15:59", "a minute before the evening"],
    ["20:00", "closing time"],
    ["00:00", "midnight"],
    ["", "no time"],
  ])("%j (%s) is refused, and the message names that day's hours", (time) => {
    expect(errorsFor({ time })).toEqual({ time: outside });
  });
  it("is not judged while the date itself is wrong", () => {
    expect(errorsFor({ date: "2026-03-22", time: "23:00" })).toEqual({ date: expect.any(String) });
    expect(errorsFor({ date: "", time: "23:00" })).toEqual({ date: messages.dateMissing });
  });
  it("today, a time gone by on the clinic's clock is refused, with or without hours; from now on it is fine", () => {
    // rules: 9:00 on Wednesday 18 March at the clinic.
    expect(errorsFor({ date: "2026-03-18", time: "08:30" })).toEqual({ time: messages.timePast });
    expect(errorsFor({ date: "2026-03-18", time: "08:59" }, { today: rules.today, now: rules.now, messages })).toEqual({
      time: messages.timePast,
    });
    expect(errorsFor({ date: "2026-03-18", time: "09:00" })).toEqual({});
    expect(errorsFor({ date: "2026-03-18", time: "12:30" })).toEqual({});
    expect(errorsFor({ date: "2026-03-19", time: "08:30" })).toEqual({});
    expect(errorsFor({ date: "2026-03-18", time: "" }, { today: rules.today, now: rules.now, messages })).toEqual({});
  });
  it("is optional when site.json gives no hours", () => {
    expect(errorsFor({ time: "" }, { today: rules.today, now: rules.now, messages })).toEqual({});
    expect(errorsFor({ time: "23:45" }, { today: rules.today, now: rules.now, messages })).toEqual({});
  });
});

it("every rule is reported at once", () => {
  const errors = checkAppointment({ ...valid, name: "", phone: "12345", date: "" }, rules);
  expect(errors).toEqual({ name: messages.nameMissing, phone: messages.phoneInvalid, date: messages.dateMissing });
  expect(hasAnyError(errors)).toBe(true);
});

describe("the week in words", () => {
  it("joins neighbouring days with the same hours and lists the rest", () => {
    const doctor = manifest.routes
      .find((route) => route.path === "/doctors/:doctorId")!
      .blocks.find((b): b is SampleBlock<"appointmentForm"> => b.type === "appointmentForm")!;
    expect(describeWeek(weekHoursNamed(manifest.site.openingHours, doctor.hours!))).toBe(
      "Monday, 9:00 AM to 12:00 PM; Wednesday, 3:00 PM to 6:00 PM; Friday, 9:00 AM to 12:00 PM",
    );
    expect(describeWeek({ ...hours, sunday: [{ from: "08:30", to: "11:00" }] })).toBe(
      "Monday to Saturday, 8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM; Sunday, 8:30 AM to 11:00 AM",
    );
    expect(
      describeWeek({
        monday: [{ from: "00:00", to: "12:00" }],
        tuesday: [],
        wednesday: [{ from: "00:00", to: "12:00" }],
      }),
    ).toBe("Monday, 12:00 AM to 12:00 PM; Wednesday, 12:00 AM to 12:00 PM");
  });
});

describe("the clinic's today, wherever the visitor is", () => {
  const visitorZone = process.env.TZ;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = visitorZone;
  });

  /**
   * The visitor's clock shows `local` in `zone`; what the form would do when they pick `picked` (their own calendar).
   */
  function visitorAt(zone: string, utc: string) {
    process.env.TZ = zone;
    vi.setSystemTime(new Date(utc));
    return {
      ...clinicClock(new Date(), clinicZone),
      localToday: dayOfLocalDate(new Date()),
      localClock: `${new Date().getHours()}:${String(new Date().getMinutes()).padStart(2, "0")}`,
    };
  }

  it("site.json's sample clinic is in India", () => expect(clinicZone).toBe("Asia/Kolkata"));

  it("at 23:30 in New York it is already tomorrow at the clinic: the visitor's today is the clinic's yesterday", () => {
    const visitor = visitorAt("America/New_York", "2026-03-18T03:30:00Z");
    expect(visitor.localClock).toBe("23:30");
    expect(visitor.localToday).toBe("2026-03-17");
    expect(visitor.today).toBe("2026-03-18");
    const check = (date: string) =>
      checkAppointment({ ...valid, date }, { today: visitor.today, now: visitor.now, hours, messages });
    expect(check("2026-03-17")).toEqual({ date: messages.datePast });
    expect(check("2026-03-18")).toEqual({});
    expect(check("2026-03-19")).toEqual({});
  });

  it("at 00:30 in Tokyo it is still yesterday at the clinic: the visitor's yesterday is the clinic's today", () => {
    const visitor = visitorAt("Asia/Tokyo", "2026-03-17T15:30:00Z");
    expect(visitor.localClock).toBe("0:30");
    expect(visitor.localToday).toBe("2026-03-18");
    expect([visitor.today, visitor.now]).toEqual(["2026-03-17", "21:00"]);
    const check = (date: string, time = "19:30") =>
      checkAppointment({ ...valid, date, time }, { today: visitor.today, now: visitor.now, hours, messages });
    expect(check("2026-03-16")).toEqual({ date: messages.datePast });
    expect(check("2026-03-17")).toEqual({ time: messages.timePast });
    expect(check("2026-03-18")).toEqual({});
  });

  it("at 23:30 and 00:30 in India the visitor and the clinic agree", () => {
    expect(visitorAt("Asia/Kolkata", "2026-03-17T18:00:00Z")).toMatchObject({
      localClock: "23:30",
      today: "2026-03-17",
    });
    expect(visitorAt("Asia/Kolkata", "2026-03-17T19:00:00Z")).toMatchObject({
      localClock: "0:30",
      today: "2026-03-18",
    });
  });

  it("a day picked in the visitor's calendar is the same day at the clinic, and is sent as dd/MM/yyyy", () => {
    for (const zone of ["America/New_York", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      process.env.TZ = zone;
      expect(dayOfLocalDate(localDateOfDay("2026-03-19"))).toBe("2026-03-19");
    }
    expect(writtenDay("2026-03-09")).toBe("09/03/2026");
  });
});
