import { describe, expect, it } from "vitest";
import {
  restoreTitle,
  summarizeChange,
  summaryTitle,
  touchedPages,
} from "../../../editor/shared/versions/change-summary.ts";

const timings = { type: "timings", heading: "Clinic Availability", hours: ["Physiotherapy"] };
const values = { type: "featureGrid", title: "Our Values", items: [] };
const hero = { type: "heroSlider", slides: [] };
const banner = {
  type: "pageBanner",
  title: "About Sahaj",
  text: "Helping Gandhinagar move since 2008.",
  image: "/images/banners/about.jpg",
};

function site(routes: object[], settings: object = { name: "Sahaj", phone: "+91 1" }) {
  return { site: settings, routes };
}

const home = (blocks: object[]) => ({ path: "/", blocks });
const about = (blocks: object[]) => ({ path: "/about", title: "About Us", blocks });

describe("what a publish changed, in words", () => {
  it("names the language of a translation that changed: added, changed or taken out", () => {
    const languages = [
      { code: "en", name: "English" },
      { code: "gu", name: "ગુજરાતી" },
    ];
    const settings = { name: "Sahaj", languages };
    const page = (title: unknown) => site([{ path: "/about", title, blocks: [banner] }], settings);
    expect(summarizeChange(page("About Us"), page({ en: "About Us", gu: "અમારા વિશે" }))).toEqual([
      "About Us › Page title (ગુજરાતી): added “અમારા વિશે”",
    ]);
    const translated = page({ en: "About Us", gu: "અમારા વિશે" });
    expect(summarizeChange(translated, page({ en: "About", gu: "અમારા વિશે" }))).toEqual([
      "About › Page title: “About Us” → “About”",
    ]);
    expect(summarizeChange(page({ en: "About Us", gu: "અમારા વિશે" }), page("About Us"))).toEqual([
      "About Us › Page title (ગુજરાતી): removed (was “અમારા વિશે”)",
    ]);
  });

  it("names a block's field that changed, with its text before and after, and the block by the title it kept", () => {
    const later = { ...banner, text: "Seventeen years of care." };
    expect(summarizeChange(site([about([hero, banner])]), site([about([hero, later])]))).toEqual([
      "About Us › About Sahaj › Text: “Helping Gandhinagar move since 2008.” → “Seventeen years of care.”",
    ]);
  });

  it("names a block whose title changed by its kind, so the title's change reads whole", () => {
    const renamed = { ...banner, title: "About Sahaj Health Centre" };
    expect(summarizeChange(site([about([banner])]), site([about([renamed])]))).toEqual([
      "About Us › Page banner › Title: “About Sahaj” → “About Sahaj Health Centre”",
    ]);
  });

  it("gives each changed field of a block a line of its own, in the editor's order, added and removed too", () => {
    const later = { ...banner, image: "/images/banners/team.jpg", text: undefined, cta: { label: "Book", href: "/" } };
    expect(summarizeChange(site([about([banner])]), site([about([JSON.parse(JSON.stringify(later))])]))).toEqual([
      "About Us › About Sahaj › Text: removed (was “Helping Gandhinagar move since 2008.”)",
      "About Us › About Sahaj › Image: “/images/banners/about.jpg” → “/images/banners/team.jpg”",
      "About Us › About Sahaj › Button: added",
    ]);
  });

  it("shortens long texts to the words around what changed", () => {
    const long = (care: string) =>
      "Seventeen years of helping Gandhinagar move, feel and look better, with physiotherapy, fitness and " +
      `${care} under one roof, six days a week, from early in the morning.`;
    const [line] = summarizeChange(
      site([about([{ ...banner, text: long("skin care") }])]),
      site([about([{ ...banner, text: long("skin treatment") }])]),
    );
    const [, was, now] = /^About Us › About Sahaj › Text: “(.+)” → “(.+)”$/.exec(line) ?? [];
    for (const [excerpt, words] of [
      [was, "skin care"],
      [now, "skin treatment"],
    ]) {
      expect(excerpt).toContain(words);
      expect(excerpt).toMatch(/^….*…$/);
      expect(excerpt.length).toBeLessThanOrEqual(40 + 2);
    }
  });

  it("shortens a long text changed at its start from its start, ending at a word", () => {
    const place = "Sahaj Health Centre in Randesan, Gandhinagar.";
    const gym = (description: string) => ({ path: "/services/gym", title: "Gym", description, blocks: [] });
    expect(
      summarizeChange(site([gym(`Call, write or visit ${place}`)]), site([gym(`Phone, write or visit ${place}`)])),
    ).toEqual([
      "Gym › Page description: “Call, write or visit Sahaj Health Centre…” → “Phone, write or visit Sahaj Health…”",
    ]);
  });

  it("names list items by their own title, or by their place when they have none", () => {
    const grid = (items: object[]) => ({ type: "featureGrid", heading: "Why Choose Us", items });
    const vision = { title: "Our Vision", text: "A healthy town." };
    const mission = { title: "Our Mission", text: "Honest advice." };
    const bullets = (list: string[]) => ({ type: "mediaText", heading: "Why Us", list });
    expect(
      summarizeChange(
        site([about([grid([vision, mission]), bullets(["Qualified staff", "Clear prices", "Open late"])])]),
        site([
          about([
            grid([vision, { ...mission, text: "Frank advice." }, { title: "Our Values", text: "Care." }]),
            bullets(["Qualified staff", "Open late"]),
          ]),
        ]),
      ),
    ).toEqual([
      "About Us › Why Choose Us › Items › Our Mission › Text: “Honest advice.” → “Frank advice.”",
      "About Us › Why Choose Us › Items › Our Values: added",
      "About Us › Why Us › List 2: removed (was “Clear prices”)",
    ]);
  });

  it("tells blocks added, removed and moved apart", () => {
    const before = site([home([hero, timings, values])]);
    expect(summarizeChange(before, site([home([hero, values, timings])]))).toEqual([
      expect.stringMatching(/^Home › (Clinic Availability|Our Values): moved$/),
    ]);
    expect(summarizeChange(before, site([home([hero, timings])]))).toEqual(["Home › Our Values: removed"]);
    expect(summarizeChange(before, site([home([hero, timings, values, { type: "stats" }])]))).toEqual([
      "Home › Stats: added",
    ]);
  });

  it("tells a block moved and edited as moved, with what changed, as a merge reads it", () => {
    const before = site([home([hero, timings, values])]);
    const retitled = { ...values, title: "What We Value" };
    expect(summarizeChange(before, site([home([hero, retitled, timings])]))).toEqual([
      "Home › What We Value: moved",
      "Home › Feature grid › Title: “Our Values” → “What We Value”",
    ]);
  });

  it("says a block replaced by one of another kind was removed and added", () => {
    expect(summarizeChange(site([home([values])]), site([home([timings])]))).toEqual([
      "Home › Our Values: removed",
      "Home › Clinic Availability: added",
    ]);
  });

  it("names pages added and removed, and a page's own settings", () => {
    const gym = { path: "/services/gym", title: "Gym", blocks: [] };
    const pilates = { path: "/services/gym/pilates", title: "Pilates", blocks: [] };
    expect(summarizeChange(site([gym]), site([gym, pilates]))).toEqual(["Pilates: page added"]);
    expect(summarizeChange(site([gym, pilates]), site([gym]))).toEqual(["Pilates: page removed"]);
    expect(summarizeChange(site([gym]), site([{ ...gym, description: "Strength" }]))).toEqual([
      "Gym › Page description: added “Strength”",
    ]);
  });

  it("names the site's setting that changed, down to the field, with before and after", () => {
    const settings = (phones: string[], email: string) => ({ name: "Sahaj", contact: { phones, email } });
    expect(
      summarizeChange(
        site([], settings(["9876543210", "7012345678"], "care@sahaj.example")),
        site([], settings(["9712345678", "7012345678"], "hello@sahaj.example")),
      ),
    ).toEqual([
      "Site settings › Contact › Phone 1: “9876543210” → “9712345678”",
      "Site settings › Contact › Email: “care@sahaj.example” → “hello@sahaj.example”",
    ]);
    expect(summarizeChange(site([]), site([], { name: "Sahaj Health", phone: "+91 1" }))).toEqual([
      "Site settings › Name: “Sahaj” → “Sahaj Health”",
    ]);
  });

  describe("the opening hours", () => {
    const physiotherapy = {
      name: "Physiotherapy",
      times: [
        { firstDay: "monday", lastDay: "saturday", shift: "Evening", opens: "16:00", closes: "20:00" },
        { firstDay: "sunday", opens: "08:30", closes: "11:00" },
      ],
    };
    const gym = { name: "Gym", times: [{ firstDay: "sunday", note: "Closed" }] };
    const withHours = (...openingHours: object[]) => site([], { name: "Sahaj", openingHours });

    it("name the entry and the day, or run of days and shift, whose times changed", () => {
      const later = {
        ...physiotherapy,
        times: [
          { ...physiotherapy.times[0], closes: "21:00" },
          { firstDay: "sunday", opens: "09:00", closes: "12:30" },
        ],
      };
      expect(summarizeChange(withHours(physiotherapy, gym), withHours(later, gym))).toEqual([
        "Opening hours › Physiotherapy › Monday–Saturday, Evening: 16:00–20:00 → 16:00–21:00",
        "Opening hours › Physiotherapy › Sunday: 8:30–11:00 → 9:00–12:30",
      ]);
    });

    it("say which rows and entries were added, removed or renamed", () => {
      const gymOpen = { ...gym, times: [{ firstDay: "sunday", opens: "07:00", closes: "09:00" }] };
      expect(summarizeChange(withHours(physiotherapy, gym), withHours(physiotherapy, gymOpen))).toEqual([
        "Opening hours › Gym › Sunday: Closed → 7:00–9:00",
      ]);
      const saturday = { firstDay: "saturday", note: "By appointment" };
      expect(
        summarizeChange(withHours(physiotherapy, gym), withHours(physiotherapy, { ...gym, times: [saturday] })),
      ).toEqual([
        "Opening hours › Gym › Saturday: added, By appointment",
        "Opening hours › Gym › Sunday: removed (was Closed)",
      ]);
      expect(summarizeChange(withHours(physiotherapy), withHours(physiotherapy, gym))).toEqual([
        "Opening hours › Gym: added",
      ]);
      expect(summarizeChange(withHours(physiotherapy, gym), withHours(gym))).toEqual([
        "Opening hours › Physiotherapy: removed",
      ]);
      expect(
        summarizeChange(withHours(physiotherapy, gym), withHours(physiotherapy, { ...gym, name: "Gym and Yoga" })),
      ).toEqual(["Opening hours › Gym: renamed “Gym and Yoga”"]);
    });
  });

  it("reads a file that is not a site at all without failing", () => {
    expect(summarizeChange(undefined, site([home([])]))).toEqual([
      "Site settings › Name: added “Sahaj”",
      "Site settings › Phone: added “+91 1”",
      "Home: page added",
    ]);
    expect(summarizeChange("text", 4)).toEqual([]);
  });

  it("makes a title of the first change and how many more", () => {
    expect(summaryTitle([])).toBe("No change to the pages");
    expect(summaryTitle(["Home › Stats: added"])).toBe("Home › Stats: added");
    expect(summaryTitle(["Home › Stats: added", "Gym: page added", "Site settings › Phone: changed"])).toBe(
      "Home › Stats: added (and 2 more)",
    );
  });
});

describe("a restore's title and lines", () => {
  const version = {
    title: "About Us › Page banner › Title: “About Sahaj” → “About Us”",
    author: "Asha Patel",
    // 08:35 UTC is 14:05 on the clinic's clock (India, UTC+5:30).
    date: "2025-11-03T08:35:00Z",
  };

  it("name the version it went back to, by when, who and what, and list what it undid", () => {
    expect(restoreTitle(version, ["Contact Us › Page banner › Title: “Contact” → “Reach us”"], {})).toEqual({
      title:
        "Restored the version of 3 Nov 2025, 14:05 by Asha Patel " +
        "(“About Us › Page banner › Title: “About Sahaj” → “About Us””)",
      changes: ["Undid: Contact Us › Page banner › Title: “Contact” → “Reach us”"],
    });
  });

  it("write the date on the clinic's clock, whatever the server's, and shorten a long title", () => {
    const late = {
      ...version,
      date: "2025-12-31T20:00:00+00:00",
      title: `Home › Our Values › Text: “${"x".repeat(80)}”`,
    };
    const { title } = restoreTitle(late, [], {});
    expect(title).toMatch(
      /^Restored the version of 1 Jan 2026, 01:30 by Asha Patel \(“Home › Our Values › Text: “x+…”\)$/,
    );
    expect(title.length).toBeLessThan(late.title.length + 60);
  });

  it("write the date on the clock of the site's own time zone, when site.json names one", () => {
    // 08:35 UTC is 03:35 in New York, on 3 November 2025 (EST, UTC-5).
    expect(restoreTitle(version, [], { timeZone: "America/New_York" }).title).toMatch(
      /^Restored the version of 3 Nov 2025, 03:35 by Asha Patel/,
    );
  });
});

describe("the pages a publish changed, to open them as that version had them", () => {
  const gym = { path: "/services/gym", title: "Gym", blocks: [] };
  const pilates = { path: "/services/gym/pilates", title: "Pilates", blocks: [] };
  const doctor = { path: "/doctors/:doctorId", title: "Doctor", blocks: [] };

  it("are the pages whose blocks or settings changed and the pages added, not the ones removed", () => {
    expect(touchedPages(site([home([timings]), gym]), site([home([values]), gym, pilates]))).toEqual([
      "/",
      "/services/gym/pilates",
    ]);
    expect(touchedPages(site([gym, pilates]), site([gym]))).toEqual([]);
  });

  it("are the home page when the header or footer (the site's settings) changed", () => {
    expect(touchedPages(site([gym]), site([gym], { name: "Sahaj Clinic", phone: "+91 1" }))).toEqual(["/"]);
  });

  it("leave out a pattern page, which has no address of its own", () => {
    expect(touchedPages(site([doctor]), site([{ ...doctor, title: "Our doctor" }]))).toEqual([]);
  });
});
