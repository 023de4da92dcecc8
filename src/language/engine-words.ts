import type { Site, Text } from "../manifest/site-manifest.generated.ts";
import { englishWords, type EngineWordName, type EngineWords } from "./words/english.ts";
import { gujaratiWords } from "./words/gujarati.ts";
import { hindiWords } from "./words/hindi.ts";

export type { EngineWordName, EngineWords };

/** The languages the engine brings its own words in. */
const builtIn: Record<string, EngineWords> = { en: englishWords, gu: gujaratiWords, hi: hindiWords };

export const engineWordNames = Object.keys(englishWords) as EngineWordName[];

/** The engine's words as a page shows them: each in the page's language, or marked with the one it is in. */
export type ShownWords = Record<EngineWordName, Text>;

/**
 * The engine's words in a language: the site's own (site.words) first, then the engine's table for
 * that language; a word neither has is the default language's, then English, marked with its code.
 */
export function wordsInLanguage(site: Pick<Site, "words">, code: string, defaultCode: string): ShownWords {
  const own = (language: string): Partial<Record<EngineWordName, string>> => ({
    ...builtIn[language],
    ...site.words?.[language],
  });
  const shown = own(code);
  const inDefault = own(defaultCode);
  return Object.fromEntries(
    engineWordNames.map((name) => {
      const words = shown[name];
      if (words !== undefined) return [name, words];
      const [lang, fallback] =
        inDefault[name] !== undefined ? [defaultCode, inDefault[name]] : ["en", englishWords[name]];
      return [name, lang === code ? fallback : { [lang]: fallback }];
    }),
  ) as ShownWords;
}
