import { describe, expect, it } from "vitest";
import { describePlace } from "../../../editor/shared/describe-place.ts";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";

const manifest = {
  site: {
    languages: [
      { code: "gu", name: "ગુજરાતી" },
      { code: "en", name: "English" },
    ],
  },
  routes: [
    { path: "/", blocks: [] },
    {
      path: "/about",
      title: { en: "About Us", gu: "અમારા વિશે" },
      blocks: [
        { type: "pageBanner", title: "About" },
        { type: "timings", items: [] },
      ],
    },
  ],
} as unknown as JsonObject;

// The one wording of a place in site.json: the editor's findings and conflicts, History, the validator's list of
// texts to translate, and a scheduled change refused for a clash all say it so.
describe("a place in site.json, in words", () => {
  it("names a block by its place on the page and the name the schema gives its kind", () => {
    expect(describePlace(["routes", 1, "blocks", 0, "title"], manifest)).toBe(
      "Page “અમારા વિશે” (/about) › block 1, Page banner › Title",
    );
    expect(describePlace(["routes", 1, "blocks", 1, "items", 2, "label"], manifest)).toMatch(
      /^Page “અમારા વિશે” \(\/about\) › block 2, .+ › Items › item 3 › Label$/,
    );
  });

  it("names a page's own field, the site's settings, and a page that is not there", () => {
    expect(describePlace(["routes", 0, "description"], manifest)).toBe("Page “Home” (/) › Description");
    expect(describePlace(["site", "footer", "about"], manifest)).toBe("Site settings › Footer › About");
    expect(describePlace(["routes", 7, "title"], manifest)).toBe("Page 8 › Title");
    expect(describePlace([], manifest)).toBe("site.json");
  });
});
