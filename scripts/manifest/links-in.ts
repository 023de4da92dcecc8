import { stringsIn, type FoundString } from "../../src/manifest/strings-in.ts";
import { parseRichText } from "../../src/text/rich-text.ts";
import { richTextsIn } from "./rich-texts-in.ts";

/**
 * Every link of a manifest: the strings held by an `href`, as the schema names every link, then the
 * links written inside its rich texts. A rich text the parser cannot read gives none: the validator
 * reports it, and nothing is built from it.
 */
export function* linksIn(manifest: unknown): Generator<FoundString> {
  for (const found of stringsIn(manifest)) if (found.key === "href") yield found;
  for (const { path, key, value } of richTextsIn(manifest)) {
    const parsed = parseRichText(value);
    if (parsed.problems.length === 0)
      for (const link of parsed.links) yield { path, key, value: link.href, at: link.at };
  }
}
