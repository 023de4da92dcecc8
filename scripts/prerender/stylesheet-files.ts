import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Read by vite.config.ts as well as by the build: nothing here may import the block registry, whose
// components the config's bundler would then follow.
export const stylesDir = "src/styles";
export const everyPage = `${stylesDir}/page.css`;
export const blockSheet = (name: string) => `${stylesDir}/blocks/${name}.css`;
/**
 * The stylesheets the browser build makes for pages to inline: page.css and each block stylesheet,
 * each minified on its own (vite.config.ts lists them as inputs).
 */
export function stylesheetInputs(): Record<string, string> {
  const blocks = readdirSync(join(stylesDir, "blocks")).filter((file) => file.endsWith(".css"));
  return Object.fromEntries(
    [everyPage, ...blocks.map((file) => `${stylesDir}/blocks/${file}`)].map((source) => [
      source.slice(stylesDir.length + 1, -".css".length),
      source,
    ]),
  );
}

/** The block stylesheets in cascade order: the order src/styles/index.css imports them in. */
export function cascadeOrder(): string[] {
  const index = readFileSync(join(stylesDir, "index.css"), "utf8");
  return [...index.matchAll(/@import "\.\/blocks\/([\w-]+)\.css";/g)].map((match) => match[1]);
}
