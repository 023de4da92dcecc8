import type { IslandBlockType } from "../blocks/island-blocks.ts";
import type { EngineWordName } from "../language/engine-words.ts";
import type { IslandShownSite, ShownSite } from "../language/shown-site.tsx";
import type { Site } from "../manifest/site-manifest.generated.ts";
import { englishWordGroups, type WordGroup } from "../language/words/english.ts";

/**
 * The groups of the engine's words each island block draws: its spec carries only those, in the
 * page's language, so a page's HTML does not repeat the whole table for every island.
 */
export const islandWordGroups: { [T in IslandBlockType]: readonly WordGroup[] } = {
  heroSlider: ["slides"],
  carousel: ["slides"],
  testimonials: ["rating"],
  gallery: ["pictures"],
  doctorDirectory: ["pictures", "social"],
  contactForm: ["forms", "contactForm"],
  appointmentForm: ["forms", "appointmentForm", "weekdays"],
};

/**
 * The site's settings each island block reads (useSite): its spec carries those, in the page's
 * language, and an island with none listed reads none.
 */
export const islandSiteSettings: { [T in IslandBlockType]?: readonly (keyof Site)[] } = {
  contactForm: ["languages", "emailjs"],
  appointmentForm: ["languages", "emailjs", "timeZone", "contact", "openingHours", "whatsapp"],
};

export function wordNamesOf(type: IslandBlockType): EngineWordName[] {
  return islandWordGroups[type].flatMap((group) => Object.keys(englishWordGroups[group]) as EngineWordName[]);
}

/** What an island of `type` is given of the page's ShownSite. */
export function islandShownSite(type: IslandBlockType, shown: ShownSite): IslandShownSite {
  const { code, name, prefix, isDefault, defaultCode } = shown.language;
  const words = Object.fromEntries(wordNamesOf(type).map((word) => [word, shown.words[word]]));
  const settings = islandSiteSettings[type];
  return {
    island: true,
    language: { code, name, prefix, isDefault, defaultCode },
    words,
    ...(settings ? { site: Object.fromEntries(settings.map((key) => [key, shown.site[key]])) } : {}),
  };
}
