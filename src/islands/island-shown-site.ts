import { blockRegistry } from "../blocks/registry.ts";
import type { BlockType } from "../blocks/block-types.ts";
import type { EngineWordName } from "../language/engine-words.ts";
import type { IslandShownSite, ShownSite } from "../language/shown-site.tsx";
import { englishWordGroups } from "../language/words/english.ts";

/** The engine's words an island block draws: those of the groups its descriptor names (`island.words`). */
export function wordNamesOf(type: BlockType): EngineWordName[] {
  const groups = blockRegistry[type].island?.words ?? [];
  return groups.flatMap((group) => Object.keys(englishWordGroups[group]) as EngineWordName[]);
}

/**
 * What an island of `type` is given of the page's ShownSite: the language, the engine's words it draws,
 * in the page's language, and the site's settings its descriptor says it reads (`island.siteSettings`),
 * so that a page's HTML does not repeat the whole table for every island.
 */
export function islandShownSite(type: BlockType, shown: ShownSite): IslandShownSite {
  const { code, name, prefix, isDefault, defaultCode } = shown.language;
  const words = Object.fromEntries(wordNamesOf(type).map((word) => [word, shown.words[word]]));
  const settings = blockRegistry[type].island?.siteSettings;
  return {
    island: true,
    language: { code, name, prefix, isDefault, defaultCode },
    words,
    ...(settings ? { site: Object.fromEntries(settings.map((key) => [key, shown.site[key]])) } : {}),
  };
}
