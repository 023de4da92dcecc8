import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
import { mergeThreeWays as mergeJson, type Side } from "../../../editor/shared/merge/three-way-merge.ts";

/** A small site as two people see it: pages with blocks, and site settings with lists. */
const base = {
  site: { name: "Sahaj", contact: { phones: ["9876543210"], email: "care@clinic.example" } },
  routes: [
    { path: "/", title: "Home", blocks: [{ type: "pageBanner", title: "Welcome" }] },
    { path: "/about", title: "About Us", blocks: [{ type: "pageBanner", title: "About" }, { type: "stats" }] },
    { path: "/contact", title: "Contact", blocks: [{ type: "pageBanner", title: "Contact Us" }] },
  ],
};

type Site = typeof base;
// The sites here are typed as written, JSON all the same.
const mergeThreeWays = (start: Site, mine: Site, theirs: Site, choices?: Map<string, Side>) =>
  mergeJson(start as unknown as JsonObject, mine as unknown as JsonObject, theirs as unknown as JsonObject, choices);
function edited(change: (site: Site) => void): Site {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

describe("a three-way merge of two people's changes", () => {
  it("keeps both when they changed different fields, in different pages and settings", () => {
    const mine = edited((site) => (site.routes[2].blocks[0].title = "Write to us"));
    const theirs = edited((site) => {
      site.routes[1].blocks[0].title = "About Sahaj";
      site.site.contact.email = "hello@clinic.example";
    });
    const { value, conflicts } = mergeThreeWays(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(value).toEqual(
      edited((site) => {
        site.routes[2].blocks[0].title = "Write to us";
        site.routes[1].blocks[0].title = "About Sahaj";
        site.site.contact.email = "hello@clinic.example";
      }),
    );
  });

  it("carries my change to a block onto theirs when they added a page and a block before it", () => {
    const mine = edited((site) => (site.routes[2].blocks[0].title = "Write to us"));
    const theirs = edited((site) => {
      site.routes.splice(1, 0, { path: "/pilates", title: "Pilates", blocks: [{ type: "pageBanner", title: "P" }] });
      site.routes[3].blocks.unshift({ type: "stats" });
    });
    const { value, conflicts } = mergeThreeWays(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(value).toEqual(
      edited((site) => {
        site.routes.splice(1, 0, { path: "/pilates", title: "Pilates", blocks: [{ type: "pageBanner", title: "P" }] });
        site.routes[3].blocks.unshift({ type: "stats" });
        site.routes[3].blocks[1].title = "Write to us";
      }),
    );
  });

  it("keeps a page each of them added, and a block I removed while they edited another page", () => {
    const mine = edited((site) => {
      site.routes[1].blocks.splice(1, 1);
      site.routes.push({ path: "/yoga", title: "Yoga", blocks: [] });
    });
    const theirs = edited((site) => {
      site.routes[0].title = "Home page";
      site.routes.push({ path: "/zumba", title: "Zumba", blocks: [] });
    });
    const { value, conflicts } = mergeThreeWays(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect((value.routes as { path: string }[]).map((route) => route.path)).toEqual([
      "/",
      "/about",
      "/contact",
      "/zumba",
      "/yoga",
    ]);
    expect((value.routes as Site["routes"])[1].blocks).toEqual([{ type: "pageBanner", title: "About" }]);
    expect((value.routes as Site["routes"])[0].title).toBe("Home page");
  });

  it("asks about one field both changed, keeping theirs until I choose, and applies my choice", () => {
    const mine = edited((site) => {
      site.routes[1].blocks[0].title = "About the clinic";
      site.routes[2].title = "Write to us";
    });
    const theirs = edited((site) => (site.routes[1].blocks[0].title = "About Sahaj"));
    const first = mergeThreeWays(base, mine, theirs);
    expect(first.conflicts).toEqual([
      {
        key: JSON.stringify(["routes", 1, "blocks", 0, "title"]),
        path: ["routes", 1, "blocks", 0, "title"],
        base: "About",
        mine: "About the clinic",
        theirs: "About Sahaj",
      },
    ]);
    expect((first.value.routes as Site["routes"])[1].blocks[0].title).toBe("About Sahaj");
    expect((first.value.routes as Site["routes"])[2].title).toBe("Write to us");
    for (const side of ["mine", "theirs"] as Side[]) {
      const chosen = mergeThreeWays(base, mine, theirs, new Map([[first.conflicts[0].key, side]]));
      expect(chosen.conflicts).toEqual([]);
      expect((chosen.value.routes as Site["routes"])[1].blocks[0].title).toBe(
        side === "mine" ? "About the clinic" : "About Sahaj",
      );
    }
  });

  it("asks when one removed a block the other changed", () => {
    const mine = edited((site) => (site.routes[1].blocks[0].title = "About the clinic"));
    const theirs = edited((site) => site.routes[1].blocks.splice(0, 1));
    const { value, conflicts } = mergeThreeWays(base, mine, theirs);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ mine: { title: "About the clinic" }, theirs: undefined });
    expect((value.routes as Site["routes"])[1].blocks).toEqual([{ type: "stats" }]);
    const kept = mergeThreeWays(base, mine, theirs, new Map([[conflicts[0].key, "mine" as Side]]));
    expect((kept.value.routes as Site["routes"])[1].blocks).toEqual([
      { type: "pageBanner", title: "About the clinic" },
      { type: "stats" },
    ]);
  });

  it("is theirs when I changed nothing, and mine when they changed nothing", () => {
    const mine = edited((site) => (site.site.name = "Sahaj Health"));
    expect(mergeThreeWays(base, base, mine).value).toEqual(mine);
    expect(mergeThreeWays(base, mine, base).value).toEqual(mine);
    expect(mergeThreeWays(base, mine, mine)).toEqual({ value: mine, conflicts: [] });
  });

  describe("of a page's blocks, known by their type and not their place", () => {
    const page = (blocks: unknown[]) => ({ routes: [{ path: "/about", blocks }] }) as unknown as JsonObject;
    const banner = { type: "pageBanner", title: "About", text: "Since 2009" };
    const stats = { type: "stats", count: 3 };
    const faq = { type: "faq", questions: [] };
    const blocksOf = (value: JsonObject) => (value.routes as { blocks: unknown[] }[])[0].blocks;

    it("keeps my edit of a block they moved, at the place they moved it to", () => {
      const { value, conflicts } = mergeJson(
        page([banner, stats]),
        page([{ ...banner, text: "Since 2008" }, stats]),
        page([stats, banner]),
      );
      expect(conflicts).toEqual([]);
      expect(blocksOf(value)).toEqual([stats, { ...banner, text: "Since 2008" }]);
    });

    it("merges edits of different fields of one block when they also added a block above it", () => {
      const { value, conflicts } = mergeJson(
        page([banner, stats]),
        page([{ ...banner, title: "About us" }, stats]),
        page([faq, { ...banner, text: "Since 2008" }, stats]),
      );
      expect(conflicts).toEqual([]);
      expect(blocksOf(value)).toEqual([faq, { ...banner, title: "About us", text: "Since 2008" }, stats]);
    });

    it("never mixes two blocks: a block they replaced by another kind while I edited it is asked", () => {
      const base = page([banner, stats]);
      const mine = page([banner, { ...stats, count: 4 }]);
      const theirs = page([banner, faq]);
      const first = mergeJson(base, mine, theirs);
      expect(first.conflicts).toHaveLength(1);
      expect(first.conflicts[0]).toMatchObject({ mine: { ...stats, count: 4 }, theirs: undefined });
      expect(blocksOf(first.value)).toEqual([banner, faq]);
      const kept = mergeJson(base, mine, theirs, new Map([[first.conflicts[0].key, "mine" as Side]]));
      expect(blocksOf(kept.value)).toEqual([banner, { ...stats, count: 4 }, faq]);
    });

    it("keeps my edit on my block when they added a block of the same kind before it", () => {
      const physio = { type: "mediaText", title: "Physiotherapy" };
      const weight = { type: "mediaText", title: "Weight Loss", subtitle: "Slimming" };
      const skin = { type: "mediaText", title: "Skin and Laser" };
      const { value, conflicts } = mergeJson(
        page([physio, weight]),
        page([physio, { ...weight, title: "Weight Loss & Slimming", subtitle: "Programmes" }]),
        page([physio, skin, weight]),
      );
      expect(conflicts).toEqual([]);
      expect(blocksOf(value)).toEqual([
        physio,
        skin,
        { ...weight, title: "Weight Loss & Slimming", subtitle: "Programmes" },
      ]);
    });

    it("merges both edits of a block I moved and they edited", () => {
      const stats2 = { ...stats, count: 3, label: "Years" };
      const { value, conflicts } = mergeJson(
        page([banner, stats2, faq]),
        page([banner, faq, { ...stats2, count: 4 }]),
        page([banner, { ...stats2, label: "Years of care" }, faq]),
      );
      expect(conflicts).toEqual([]);
      expect(blocksOf(value)).toEqual([banner, faq, { ...stats2, count: 4, label: "Years of care" }]);
    });

    it("never drops a link I added beside one they removed and I renamed", () => {
      const links = (labels: string[]) => ({ nav: labels }) as unknown as JsonObject;
      const { value } = mergeJson(
        links(["Home", "Blog", "Contact"]),
        links(["Home", "Offers", "Blog!", "Contact"]),
        links(["Home", "Contact"]),
      );
      expect((value.nav as string[]).includes("Offers")).toBe(true);
      expect((value.nav as string[]).at(-1)).toBe("Contact");
    });

    it("asks when both rewrote one paragraph of a list of texts, and keeps both edits of different ones", () => {
      const texts = (paragraphs: string[]) => ({ paragraphs }) as unknown as JsonObject;
      const asked = mergeJson(texts(["a", "b", "c"]), texts(["a, mine", "b", "c"]), texts(["a, theirs", "b", "c"]));
      expect(asked.conflicts).toMatchObject([{ path: ["paragraphs", 0], mine: "a, mine", theirs: "a, theirs" }]);
      const both = mergeJson(texts(["a", "b", "c"]), texts(["a, mine", "b", "c"]), texts(["a", "b", "c, theirs"]));
      expect(both).toEqual({ value: texts(["a, mine", "b", "c, theirs"]), conflicts: [] });
    });

    it("places a conflict where it stands in the merged site, after the pages they added before it", () => {
      const site = (routes: unknown[]) => ({ routes }) as unknown as JsonObject;
      const contact = { path: "/contact", title: "Contact" };
      const { conflicts } = mergeJson(
        site([contact]),
        site([{ ...contact, title: "Write to us" }]),
        site([{ path: "/pilates" }, { ...contact, title: "Reach us" }]),
      );
      expect(conflicts).toMatchObject([{ key: JSON.stringify(["routes", 0, "title"]), path: ["routes", 1, "title"] }]);
    });
  });
});
