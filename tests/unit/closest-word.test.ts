import { describe, expect, it } from "vitest";
import { closestWord } from "../../scripts/manifest/closest-word.ts";

const pages = ["/", "/about", "/services/gym", "/services/gym/gym1", "/services/gym/yoga", "/services/gym/pilates"];

describe("the guess offered for a word that names nothing", () => {
  it.each([
    ["/abuot", "/about"],
    ["/servces/gym", "/services/gym"],
    ["/services/gym/yogaa", "/services/gym/yoga"],
    ["/services/gym/pilate", "/services/gym/pilates"],
    ["/Services/Gym/Gym1", "/services/gym/gym1"],
  ])("%s is taken for a slip of %s", (word, meant) => {
    expect(closestWord(word, pages)).toBe(meant);
  });

  it.each(["/services/gym/zumba", "/services/gym/aerobics", "/contact", "/blog/blog-details"])(
    "%s is another word, not a slip of any page: no guess",
    (word) => {
      expect(closestWord(word, pages)).toBeUndefined();
    },
  );

  it("block types: a slip anywhere in the word", () => {
    const types = ["heroSlider", "pageBanner", "cardGrid"];
    expect(closestWord("heroSlder", types)).toBe("heroSlider");
    expect(closestWord("hreoSlider", types)).toBe("heroSlider");
    expect(closestWord("cardgird", types)).toBe("cardGrid");
    expect(closestWord("timeline", types)).toBeUndefined();
  });
});
