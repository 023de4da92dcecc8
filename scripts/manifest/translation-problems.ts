import { siteLanguages } from "../../src/language/site-languages.ts";
import { textsIn } from "../../src/language/translatable-texts.ts";
import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { closestWord } from "./closest-word.ts";
import type { JsonSource } from "./json-source.ts";
import { keyOffset } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";

type Languages = Pick<Site, "languages">;

const siteOf = (manifest: unknown): Languages => ((manifest as { site?: unknown } | null)?.site ?? {}) as Languages;

const declaredLanguages = (site: Languages) =>
  Array.isArray(site.languages) ? site.languages.filter((language) => typeof language?.code === "string") : [];

/** Each language once: a second entry of a code would give two sets of pages one address. */
function repeatedLanguages(site: Languages): ManifestProblem[] {
  const seen = new Set<string>();
  return declaredLanguages(site).flatMap((language, index): ManifestProblem[] => {
    if (!seen.has(language.code)) {
      seen.add(language.code);
      return [];
    }
    return [
      {
        severity: "error",
        path: ["site", "languages", index, "code"],
        message: `The language “${language.code}” is listed twice.`,
        hint: "List each language once; the first in the list is the site's default.",
      },
    ];
  });
}

/**
 * What the schema cannot say of translated texts: each is written in languages the site declares
 * (a slip such as "gj" would never show), and each has the default language's text, which every
 * page falls back to. A text not yet translated is no problem: `translationCoverage` counts them.
 */
export function translationProblems(source: JsonSource): ManifestProblem[] {
  const site = siteOf(source.value);
  const languages = siteLanguages(declaredLanguages(site).length ? site : {});
  const codes = languages.map((language) => language.code);
  const [defaultLanguage] = languages;
  const known = [...new Set(codes)].join(", ");
  const problems = repeatedLanguages(site);
  for (const text of textsIn(source.value)) {
    if (typeof text.value === "string") continue;
    for (const { code, path } of text.languages) {
      if (code === undefined || codes.includes(code)) continue;
      const guess = closestWord(code, codes);
      problems.push({
        severity: "error",
        path,
        offset: keyOffset(source, path),
        message: `“${code}” is not one of the site's languages (${known}), so this text would never show.`,
        hint: guess ? `Did you mean ${guess}?` : "Add the language to site.languages, or remove this translation.",
      });
    }
    // An empty object is the schema's to report.
    if (text.languages.length > 0 && !text.languages.some((language) => language.code === defaultLanguage.code))
      problems.push({
        severity: "error",
        path: text.path,
        message: `This text has no ${defaultLanguage.name} (${defaultLanguage.code}) text, the site's first language.`,
        hint:
          `Every text needs its ${defaultLanguage.name} words: pages in other languages show them where a ` +
          `translation is missing. Add "${defaultLanguage.code}": "…".`,
      });
  }
  return problems;
}
