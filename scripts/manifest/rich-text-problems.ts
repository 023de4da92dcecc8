import schema from "../../schema/site.schema.json" with { type: "json" };
import { parseRichText } from "../../src/text/rich-text.ts";
import type { ManifestProblem } from "./problem.ts";
import { richTextsIn } from "./rich-texts-in.ts";

// A link inside a rich text is held to what a link field would be: the link rule, then the schema's pattern.
const schemaLinkPattern = new RegExp(schema.definitions.link.pattern, "u");

/**
 * What the rich-text parser cannot read in a rich text (an unclosed marker, a link the link rule
 * refuses), each pointed at its character in the string. A rich text the schema refuses as a
 * whole (empty, control characters) is left to the schema.
 */
export function richTextProblems(manifest: unknown): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const { path, value } of richTextsIn(manifest)) {
    const parsed = parseRichText(value);
    for (const { at, message, hint } of parsed.problems) problems.push({ severity: "error", path, at, message, hint });
    if (parsed.problems.length > 0) continue;
    for (const link of parsed.links)
      if (!schemaLinkPattern.test(link.href))
        problems.push({
          severity: "error",
          path,
          at: link.at,
          message: `The link "${link.href}" is not an allowed link.`,
          hint: schema.definitions.link.errorMessage,
        });
  }
  return problems;
}
