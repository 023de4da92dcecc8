import { describe, expect, it } from "vitest";
import { siteLanguages } from "../../../src/language/site-languages.ts";
import { pathProblem } from "../../../editor/app/state/new-page.ts";

const threeLanguages = siteLanguages({
  languages: [
    { code: "en", name: "English" },
    { code: "gu", name: "ગુજરાતી" },
    { code: "hi", name: "हिन्दी" },
  ],
});
const englishOnly = siteLanguages({});

describe("a new page's address in the new-page dialog", () => {
  it("is refused where a language's pages begin, in words that say what visitors would get", () => {
    expect(pathProblem("/hi", [], threeLanguages)).toBe(
      "The address /hi belongs to the pages in हिन्दी: visitors would get the home page in हिन्दी instead of " +
        "this one. Choose an address that does not start with /hi.",
    );
    expect(pathProblem("/gu/about-us", [], threeLanguages)).toContain(
      "visitors would get the page /about-us in ગુજરાતી instead of this one",
    );
  });

  it("is taken when it only looks like a prefix, or the site has no such language", () => {
    expect(pathProblem("/guide", [], threeLanguages)).toBeUndefined();
    expect(pathProblem("/en", [], threeLanguages)).toBeUndefined();
    expect(pathProblem("/gu", [], englishOnly)).toBeUndefined();
  });

  it("is still refused for the older reasons first: a page there already, or letters an address cannot hold", () => {
    expect(pathProblem("/hi", ["/hi"], threeLanguages)).toBe("There is already a page at /hi.");
    expect(pathProblem("hi", [], threeLanguages)).toMatch(/^The address starts with \//);
  });
});
