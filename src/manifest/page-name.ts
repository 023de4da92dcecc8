import { writtenDefault } from "../language/written-default.ts";

/**
 * What a page is called to the people who edit the site (in the editor's lists, History, and the messages
 * of the validator and the build): its title in the site's default language, else its heading, "Home" for
 * the front page without either, else its address. It reads site.json as unknown JSON, as the editor holds
 * it while a title is being typed; `manifest` tells which language is the default.
 */
export function pageName(route: unknown, manifest: unknown): string {
  const { title, heading, path } = (route ?? {}) as { title?: unknown; heading?: unknown; path?: unknown };
  for (const text of [title, heading]) {
    const words = writtenDefault(text, manifest)?.trim();
    if (words) return words;
  }
  return path === "/" ? "Home" : String(path);
}
