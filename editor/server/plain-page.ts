import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A small page's stylesheet: what the service's plain pages share (plain-page.css), then its own file. */
export function plainPageStyles(ownFile: string): string {
  return [join(import.meta.dirname, "plain-page.css"), ownFile].map((file) => readFileSync(file, "utf8")).join("\n");
}
