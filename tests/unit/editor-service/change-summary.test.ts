import { describe, expect, it } from "vitest";
import { summarizeChange, summaryTitle, touchedPages } from "../../../editor/server/versions/change-summary.ts";

const timings = {
  type: "timings",
  title: "Clinic Availability",
  rows: [{ day: "Sunday", hours: "8:30 AM - 11:00 AM" }],
};
const values = { type: "featureGrid", title: "Our Values", items: [] };
const hero = { type: "heroSlider", slides: [] };

function site(routes: object[], settings: object = { name: "Sahaj", phone: "+91 1" }) {
  return { site: settings, routes };
}

const home = (blocks: object[]) => ({ path: "/", blocks });

describe("what a publish changed, in words", () => {
  it("names the page and the block by its title", () => {
    const later = { ...timings, rows: [{ day: "Sunday", hours: "9:00 AM - 11:00 AM" }] };
    expect(summarizeChange(site([home([hero, timings])]), site([home([hero, later])]))).toEqual([
      "Home › Clinic Availability: changed",
    ]);
  });

  it("names a block without a title by its kind, and a page by its title", () => {
    const before = site([{ path: "/about", title: "About Us", blocks: [hero] }]);
    const after = site([{ path: "/about", title: "About Us", blocks: [{ ...hero, slides: [{}] }] }]);
    expect(summarizeChange(before, after)).toEqual(["About Us › Hero slider: changed"]);
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

  it("says a renamed block's old and new name", () => {
    const renamed = { ...values, title: "What We Believe" };
    expect(summarizeChange(site([home([values])]), site([home([renamed])]))).toEqual([
      "Home › Our Values: changed (now “What We Believe”)",
    ]);
  });

  it("names pages added and removed, and a page's own settings", () => {
    const gym = { path: "/services/gym", title: "Gym", blocks: [] };
    const pilates = { path: "/services/gym/pilates", title: "Pilates", blocks: [] };
    expect(summarizeChange(site([gym]), site([gym, pilates]))).toEqual(["Pilates: page added"]);
    expect(summarizeChange(site([gym, pilates]), site([gym]))).toEqual(["Pilates: page removed"]);
    expect(summarizeChange(site([gym]), site([{ ...gym, description: "Strength" }]))).toEqual([
      "Gym › Page description: changed",
    ]);
  });

  it("names the site's settings that changed", () => {
    expect(summarizeChange(site([]), site([], { name: "Sahaj", phone: "+91 2" }))).toEqual([
      "Site settings › Phone: changed",
    ]);
  });

  it("reads a file that is not a site at all without failing", () => {
    expect(summarizeChange(undefined, site([home([])]))).toEqual([
      "Site settings › Name: changed",
      "Site settings › Phone: changed",
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
