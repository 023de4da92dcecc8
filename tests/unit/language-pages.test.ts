import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { engineWordNames, wordsInLanguage } from "../../src/language/engine-words.ts";
import { englishWords } from "../../src/language/words/english.ts";
import schema from "../../schema/site.schema.json" with { type: "json" };
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { languagesManifest } from "./fixtures/languages-site.ts";
import { prerenderWith } from "./support/prerender-with.ts";

const manifest = languagesManifest();
manifest.site.words = { gu: { backToHome: "હોમ પર પાછા" } };
const paths = ["/gu/about", "/hi/about", "/about", "/gu/services/gym", "/gu", "/gu/no-such-page", "/hi/no-such-page"];
const pages = await prerenderWith(manifest, paths);
const oneLanguage = await prerenderWith(sampleManifest() as SiteManifest, ["/about"]);

const documentOf = (path: string) => new JSDOM(pages.get(path)).window.document;
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

describe("a page in another language", () => {
  const page = documentOf("/gu/about");

  it("says its language on <html> and shows its translated texts", () => {
    expect(page.documentElement.lang).toBe("gu");
    expect(page.title).toMatch(/^અમારા વિશે \| /);
    // Its heading is not translated: the English shows, marked English.
    expect(page.querySelector("h1 span[lang='en']")?.textContent).toBe("About Us");
  });

  it("marks a text not yet translated with the language it is in", () => {
    const services = [...page.querySelectorAll(".main-nav__link")].find((link) => link.textContent === "Services");
    expect(services?.querySelector("span[lang='en']")?.textContent).toBe("Services");
    const about = [...page.querySelectorAll(".main-nav__link")].find((link) => link.textContent === "અમારા વિશે");
    expect(about?.querySelector("[lang]")).toBeNull();
  });

  it("leads every link of the site to the language's own pages", () => {
    const internal = [...page.querySelectorAll<HTMLAnchorElement>("a[href^='/']")]
      .filter((link) => !link.closest(".language-links"))
      .map((link) => link.getAttribute("href")!);
    expect(internal.length).toBeGreaterThan(10);
    expect(internal.filter((href) => href !== "/gu" && !href.startsWith("/gu/") && !href.startsWith("/gu#"))).toEqual(
      [],
    );
    expect(page.querySelector(".site-footer__about a")?.getAttribute("href")).toBe("/gu/about");
  });

  it("writes the engine's own words in the language", () => {
    expect(page.querySelector(".skip-link")?.textContent).toBe("મુખ્ય માહિતી પર જાઓ");
    expect(texts(page, ".breadcrumb li")[0]).toBe("મુખ્ય પાનું");
    expect(page.querySelector(".breadcrumb a")?.getAttribute("href")).toBe("/gu");
    expect(page.querySelector("nav.main-nav")?.getAttribute("aria-label")).toBe("મુખ્ય મેનુ");
  });

  it("shows translated hours under their name, which the blocks still find by the English one", () => {
    const home = documentOf("/gu");
    expect(texts(home, ".timings__section")).toContain("ફિઝિયોથેરાપી");
  });

  it("shows the 404 page in the language, with the site's own words where site.json gives them", () => {
    const notFound = documentOf("/gu/no-such-page");
    expect(notFound.querySelector("h1")?.textContent).toBe("આ પાનું મળ્યું નથી.");
    expect(notFound.querySelector(".not-found .button")?.textContent).toBe("હોમ પર પાછા");
    expect(notFound.querySelector(".not-found .button")?.getAttribute("href")).toBe("/gu");
    const hindi = documentOf("/hi/no-such-page").querySelector(".not-found .button");
    expect(hindi?.textContent).toBe("मुख्य पृष्ठ पर वापस जाएँ");
  });
});

describe("the language switcher", () => {
  const page = documentOf("/gu/services/gym");
  const links = [...page.querySelectorAll<HTMLAnchorElement>(".site-header__languages a")];

  it("links the same page in each language, named in its own script, with lang and hreflang", () => {
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.lang, link.hreflang])).toEqual([
      ["English", "/services/gym", "en", "en"],
      ["ગુજરાતી", "/gu/services/gym", "gu", "gu"],
      ["हिन्दी", "/hi/services/gym", "hi", "hi"],
    ]);
  });

  it("marks the page's own language current", () => {
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, "true", null]);
  });

  it("is in the contact panel too, for phones, and needs no script", () => {
    expect(texts(page, ".side-panel .language-links a")).toEqual(["English", "ગુજરાતી", "हिन्दी"]);
    expect(page.querySelectorAll("script[type='module']")).toHaveLength(0);
  });

  it("is not on a site of one language, whose pages keep their template's lang", () => {
    const english = new JSDOM(oneLanguage.get("/about")).window.document;
    expect(english.querySelector(".language-links")).toBeNull();
    expect(english.documentElement.lang).toBe("en-IN");
  });
});

describe("the engine's words", () => {
  it("the schema lets site.json override exactly the words the engine has", () => {
    expect(Object.keys(schema.definitions.wordsOfOneLanguage.properties)).toEqual(engineWordNames);
  });

  it("a language the engine has no words for shows the default language's, marked with it", () => {
    const words = wordsInLanguage({}, "mr", "en");
    expect(words.home).toEqual({ en: "Home" });
    expect(wordsInLanguage({ words: { mr: { home: "मुखपृष्ठ" } } }, "mr", "en").home).toBe("मुखपृष्ठ");
  });

  it("English stays word for word as the site has always said it", () => {
    expect(wordsInLanguage({}, "en", "en")).toEqual(englishWords);
  });
});
