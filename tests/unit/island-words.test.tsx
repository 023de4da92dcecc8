import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockType } from "../../src/blocks/block-types.ts";
import { blockRegistry, blockTypes } from "../../src/blocks/registry.ts";
import { standalonePlacement } from "../../src/blocks/render-context/block-placement.tsx";
import { knownImagesIn } from "../../src/images/known-images.ts";
import { islandElement } from "../../src/islands/island-element.tsx";
import { islandShownSite, wordNamesOf } from "../../src/islands/island-shown-site.ts";
import { engineWordNames, type EngineWordName } from "../../src/language/engine-words.ts";
import { blocksInLanguage, shownLanguage } from "../../src/language/in-language.ts";
import { siteShownIn } from "../../src/language/site-shown-in.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import type { Block } from "../../src/manifest/site-manifest.generated.ts";
import { languagesManifest } from "./fixtures/languages-site.ts";

/*
 * An island's spec carries only the groups of the engine's words it draws (its descriptor's `island.words`). Each
 * island block of the fixture site is drawn from its spec alone, in Gujarati, as the browser hydrates
 * it: it reads no word it was not given, and the words it shows are the Gujarati ones.
 */
const manifest = languagesManifest();
const gujarati = shownLanguage(manifest.site, "/gu")!;
const shownSite = siteShownIn(manifest.site, gujarati);
const islandTypes = blockTypes.filter((type) => blockRegistry[type].island);

function firstBlockOf(type: BlockType): Block {
  const block = manifest.routes.flatMap((route) => route.blocks ?? []).find((candidate) => candidate.type === type);
  if (!block) throw new Error(`The fixture site has no ${type} block to draw.`);
  return blocksInLanguage([block], gujarati)[0];
}

/** What the island is given, noting each of `names` it reads that was not given it. */
function watched<T extends object>(given: T, names: readonly string[], missed: Set<string>): T {
  const watchedNames = new Set(names);
  return new Proxy(given, {
    get(target, key) {
      if (typeof key === "string" && watchedNames.has(key) && !(key in target)) missed.add(key);
      return Reflect.get(target, key) as unknown;
    },
  });
}

describe("the engine's words and the site's settings an island is given", () => {
  it.each(islandTypes)("%s reads only what its spec carries, and draws in the page's language", async (type) => {
    const block = firstBlockOf(type);
    const shown = islandShownSite(type, shownSite);
    const missed = new Set<string>();
    const element = await islandElement({
      name: type,
      block,
      headingLevel: 2,
      placement: standalonePlacement,
      images: knownImagesIn(block),
      shown: {
        ...shown,
        words: watched(shown.words, engineWordNames, missed),
        site: watched(shown.site ?? {}, Object.keys(manifest.site), missed),
      },
    });
    const html = renderToString(element);
    expect([...missed]).toEqual([]);
    const drawn = wordNamesOf(type).filter((name) => html.includes(gujaratiWords[name].split("{")[0].trim()));
    expect(drawn.length).toBeGreaterThan(0);
  });

  it("a spec carries its groups' words and no others, and only the settings its island reads", () => {
    const contact = islandShownSite("contactForm", shownSite);
    expect(Object.keys(contact.words).sort()).toEqual(wordNamesOf("contactForm").sort());
    expect(contact.words.emailInvalid).toBe(gujaratiWords.emailInvalid);
    expect(contact.site?.emailjs).toEqual(shownSite.site.emailjs);
    expect(contact.site).not.toHaveProperty("header");
    const slider = islandShownSite("heroSlider", shownSite);
    expect(slider.site).toBeUndefined();
    expect(Object.keys(slider.words)).not.toContain<EngineWordName>("emailInvalid");
  });
});
