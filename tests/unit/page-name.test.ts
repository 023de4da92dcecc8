import { describe, expect, it } from "vitest";
import { pageName } from "../../src/manifest/page-name.ts";

// Gujarati first: the default language, while the translations below list English first.
const twoLanguages = {
  site: {
    languages: [
      { code: "gu", name: "ગુજરાતી" },
      { code: "en", name: "English" },
    ],
  },
};
const oneLanguage = { site: {} };

describe("a page's name, the one rule the editor, History, the validator and the build use", () => {
  it("is its title in the site's default language, whatever order the translations are written in", () => {
    expect(pageName({ path: "/about", title: { en: "About us", gu: "અમારા વિશે" } }, twoLanguages)).toBe("અમારા વિશે");
    expect(pageName({ path: "/about", title: "About us" }, oneLanguage)).toBe("About us");
  });

  it("is its heading when it has no title, or a title not yet written in the default language", () => {
    expect(pageName({ path: "/about", heading: "About" }, oneLanguage)).toBe("About");
    expect(pageName({ path: "/about", title: { en: "About us" }, heading: { gu: "વિશે" } }, twoLanguages)).toBe("વિશે");
  });

  it("is not a title being typed that is still blank", () => {
    expect(pageName({ path: "/about", title: "  ", heading: "About" }, oneLanguage)).toBe("About");
    expect(pageName({ path: "/about", title: "" }, oneLanguage)).toBe("/about");
  });

  it("is Home for the front page without title or heading, else the page's address", () => {
    expect(pageName({ path: "/" }, oneLanguage)).toBe("Home");
    expect(pageName({ path: "/services/yoga" }, twoLanguages)).toBe("/services/yoga");
  });
});
