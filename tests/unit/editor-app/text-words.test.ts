import { describe, expect, it } from "vitest";
import { wordsIn, withWordsIn } from "../../../editor/app/fields/text-words.ts";

describe("a text field edits one language's words of a text", () => {
  const translated = { en: "About Us", gu: "અમારા વિશે" };

  it("shows the first language's words of a plain text and of a translated one", () => {
    expect(wordsIn("About Us", "en", "en")).toBe("About Us");
    expect(wordsIn(translated, "en", "en")).toBe("About Us");
    expect(wordsIn(translated, "gu", "en")).toBe("અમારા વિશે");
    expect(wordsIn("About Us", "gu", "en")).toBe("");
    expect(wordsIn(undefined, "en", "en")).toBe("");
  });

  it("keeps a plain text plain, and every translation when the English is edited", () => {
    expect(withWordsIn("About Us", "en", "en", "About")).toBe("About");
    expect(withWordsIn(translated, "en", "en", "About")).toEqual({ en: "About", gu: "અમારા વિશે" });
  });

  it("turns a plain text into one per language on its first translation", () => {
    expect(withWordsIn("About Us", "gu", "en", "અમારા વિશે")).toEqual(translated);
  });

  it("takes a cleared translation out, and a text left in the first language alone is plain again", () => {
    expect(withWordsIn(translated, "gu", "en", "")).toBe("About Us");
    const three = { en: "About Us", gu: "અમારા વિશે", hi: "हमारे बारे में" };
    expect(withWordsIn(three, "gu", "en", "")).toEqual({ en: "About Us", hi: "हमारे बारे में" });
    expect(withWordsIn("About Us", "gu", "en", "")).toBe("About Us");
  });
});
