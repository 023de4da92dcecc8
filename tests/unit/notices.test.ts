import { describe, expect, it } from "vitest";
import type { Notice, SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { isShownAt, noticesOn } from "../../src/notices/notice-window.ts";
import { nextChangeAfter } from "../../src/dates/next-change.ts";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

const diwali: Notice = { text: "Closed for Diwali", from: "2026-10-28T09:00", until: "2026-11-04T00:00" };
const gym: Notice = {
  text: "Gym repairs",
  from: "2026-11-01T00:00",
  until: "2026-11-02T00:00",
  pages: "/services/gym",
};

describe("when and where a notice shows", () => {
  it("from its start, up to and not including its end", () => {
    expect(isShownAt(diwali, "2026-10-28T08:59")).toBe(false);
    expect(isShownAt(diwali, "2026-10-28T09:00")).toBe(true);
    expect(isShownAt(diwali, "2026-11-03T23:59")).toBe(true);
    expect(isShownAt(diwali, "2026-11-04T00:00")).toBe(false);
  });

  it("on every page, or on its page and the pages under it", () => {
    const at = "2026-11-01T10:00";
    expect(noticesOn([diwali, gym], "/about", at)).toEqual([diwali]);
    expect(noticesOn([diwali, gym], "/services/gym", at)).toEqual([diwali, gym]);
    expect(noticesOn([diwali, gym], "/services/gym/zumba", at)).toEqual([diwali, gym]);
    expect(noticesOn([diwali, gym], "/services/gymnastics", at)).toEqual([diwali]);
    expect(noticesOn([diwali, gym], "/services/gym", "2026-11-05T10:00")).toEqual([]);
  });

  it("its start and end are moments the built site changes at", () => {
    const manifest = {
      site: { notices: [diwali] },
      routes: [
        { path: "/", blocks: [{ type: "notice", text: "Block", from: "2026-10-30T12:00", until: "2026-10-31T00:00" }] },
      ],
    } as unknown as SiteManifest;
    expect(nextChangeAfter(manifest, "2026-10-01T00:00")).toBe("2026-10-28T09:00");
    expect(nextChangeAfter(manifest, "2026-10-28T09:00")).toBe("2026-10-30T12:00");
    expect(nextChangeAfter(manifest, "2026-10-30T12:00")).toBe("2026-10-31T00:00");
    expect(nextChangeAfter(manifest, "2026-10-31T00:00")).toBe("2026-11-04T00:00");
    expect(nextChangeAfter(manifest, "2026-11-04T00:00")).toBeUndefined();
  });
});

describe("notices in site.json", () => {
  const check = (notices: unknown[]) => {
    const text = manifestText((m) => Object.assign(m.site, { notices }));
    return validateManifest("site.json", text, {}).then((report) => ({ text, errors: report.errors }));
  };

  it("a notice with its text, window, level, link and pages is valid", async () => {
    const { errors } = await check([{ ...gym, level: "important", link: { label: "Hours", href: "/contact" } }]);
    expect(errors).toEqual([]);
  });

  it("an end before the start is an error at the end, in words", async () => {
    const { text, errors } = await check([{ text: "T", from: "2026-11-04T00:00", until: "2026-10-28T09:00" }]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `site.json:${positionOf(text, '"2026-10-28T09:00"')}  site.notices[0].until: ` +
        "This notice ends (2026-10-28T09:00) before it starts (2026-11-04T00:00); nobody would see it.",
    );
  });

  it("a moment the calendar does not have, or one written another way, is an error", async () => {
    const unreal = await check([{ text: "T", from: "2026-02-30T09:00", until: "2026-03-02T00:00" }]);
    expect(unreal.errors.join("\n")).toContain(
      "site.notices[0].from: 2026-02-30T09:00 is not a day of the calendar: February 2026 has 28 days.",
    );
    const written = await check([{ text: "T", from: "28/10/2026 9am", until: "2026-11-04T00:00" }]);
    expect(written.errors.join("\n")).toContain("Write the day and time as year-month-day, T, and the time");
  });

  it("a notice block's window is checked the same way", async () => {
    const text = manifestText((m) =>
      m.routes[0].blocks.push({
        type: "notice",
        text: "T",
        from: "2026-11-04T00:00",
        until: "2026-11-04T00:00",
      } as never),
    );
    const errors = (await validateManifest("site.json", text, {})).errors.join("\n");
    expect(errors).toContain("blocks[1].until (notice): This notice ends (2026-11-04T00:00) as it starts");
  });
});
