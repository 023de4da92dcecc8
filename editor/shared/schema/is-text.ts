import type { Text } from "../../../src/manifest/site-manifest.generated.ts";

/**
 * Whether a value the editor holds (a field being typed, data not yet checked) is a text a page can
 * show: a string with words, or translations (an object of strings).
 */
export function isText(value: unknown): value is Text {
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const words = Object.values(value);
  return words.length > 0 && words.every((word) => typeof word === "string");
}
