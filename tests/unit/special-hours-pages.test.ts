import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { prerenderWith } from "./support/prerender-with.ts";

// The sample site's home page built as of three moments: before Diwali (8–10 Nov 2026), the day after
// it, and once the gym's repairs (14 Nov) are over too.
const manifest = sampleManifest();
const homeAt = async (moment: string) => {
  const html = (await prerenderWith(manifest, ["/"], moment)).get("/")!;
  const document = new JSDOM(html).window.document;
  const lines = [...document.querySelectorAll(".timings .special-hours li")].map((item) => item.textContent);
  const data = document.querySelector('script[type="application/ld+json"]')!.textContent!;
  return { lines, data };
};

describe("a build shows the holidays and special hours of its moment", () => {
  it("before Diwali: the closure in the timings and the structured data", async () => {
    const { lines, data } = await homeAt("2026-10-30T10:00");
    expect(lines).toContain("Diwali, Sun 8 Nov – Tue 10 Nov: Closed");
    expect(data).toContain('"validFrom":"2026-11-08"');
  });

  it("the day after it: none of it, while the gym's repairs still show", async () => {
    const { lines, data } = await homeAt("2026-11-11T00:00");
    expect(lines.join("\n")).not.toContain("Diwali");
    expect(data).not.toContain("2026-11-08");
    expect(lines).toEqual(["Floor repairs, Sat 14 Nov: Morning, unisex 6:00 AM - 10:30 AM"]);
  });

  it("once every one has ended or is beyond 30 days: no list at all", async () => {
    const { lines } = await homeAt("2026-11-15T00:00");
    expect(lines).toEqual([]);
  });
});
