import { describe, expect, it } from "vitest";
import { itemSummary } from "../../../editor/app/config/item-summary.ts";
import type { PropertySpec } from "../../../editor/shared/schema/field-spec.ts";

const text = (name: string): PropertySpec => ({
  name,
  label: name,
  required: false,
  spec: { kind: "text", long: false },
});
const timing = [text("day"), text("shift"), text("time")];

describe("the one-line name of a list item", () => {
  it("names holiday hours by their label in the first language, then their dates", () => {
    const date = (name: string): PropertySpec => ({ name, label: name, required: false, spec: { kind: "date" } });
    const label: PropertySpec = { ...text("label"), spec: { kind: "text", long: false, translatable: true } };
    const special = [date("firstDate"), date("lastDate"), label];
    const item = { firstDate: "2027-01-14", lastDate: "2027-01-15", label: { en: "Uttarayan", gu: "ઉત્તરાયણ" } };
    expect(itemSummary(special, "Special hours", item, 0)).toBe("Uttarayan · 2027-01-14 · 2027-01-15");
  });

  it("names a timetable row by its day, shift and time, so two rows for the same days differ", () => {
    expect(
      itemSummary(timing, "Timing", { day: "Monday - Saturday", shift: "Morning", time: "8:00 AM - 12:00 PM" }, 0),
    ).toBe("Monday - Saturday · Morning · 8:00 AM - 12:00 PM");
    expect(
      itemSummary(timing, "Timing", { day: "Monday - Saturday", shift: "Evening", time: "4:00 PM - 8:00 PM" }, 1),
    ).toBe("Monday - Saturday · Evening · 4:00 PM - 8:00 PM");
  });

  it("prefers the title over properties listed before it, and leaves out long text", () => {
    expect(
      itemSummary(
        [text("text"), text("title")],
        "Slide",
        { text: "A long line under the slide's title that says a lot more", title: "Walk-in physiotherapy" },
        0,
      ),
    ).toBe("Walk-in physiotherapy");
  });

  it("sums up a short rich text by its words, without its markers", () => {
    const rich: PropertySpec = { ...text("text"), spec: { kind: "text", long: true, rich: true } };
    expect(itemSummary([text("title"), rich], "Feature", { title: "Care", text: "**Fast** [help](/about)" }, 0)).toBe(
      "Care · Fast help",
    );
  });

  it("falls back to the item's kind and place while it is empty", () => {
    expect(itemSummary(timing, "Timing", { day: "", time: "" }, 2)).toBe("Timing 3");
    expect(itemSummary(timing, "Timing", "not an object", 0)).toBe("Timing 1");
  });
});
