import type { JsonPath } from "./json-source.ts";

/**
 * One thing wrong (error), suspicious (warning) or worth knowing (information: something dated is
 * over) in the manifest, tied to a place in it.
 */
export interface ManifestProblem {
  severity: "error" | "warning" | "information";
  path: JsonPath;
  /** Where in the text to point; when absent the value at `path` is pointed at. */
  offset?: number;
  /** A character of the string at `path` to point at (its index in the string), e.g. a link in a rich text. */
  at?: number;
  message: string;
  hint?: string;
}
