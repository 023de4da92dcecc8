import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Read by vite.config.ts as well as by the build: nothing here may import the block registry, whose
// components the config's bundler would then follow.
const stylesDir = "src/styles";
const blocksDir = "src/blocks";
export const everyPage = `${stylesDir}/page.css`;
export const sharedSheet = (name: string) => `${stylesDir}/shared/${name}.css`;

/** The shared stylesheets in cascade order: the order src/styles/index.css imports them in. */
export function sharedSheetOrder(): string[] {
  const index = readFileSync(join(stylesDir, "index.css"), "utf8");
  return [...index.matchAll(/@import "\.\/shared\/([\w-]+)\.css";/g)].map((match) => match[1]);
}

/** A block type's own stylesheets: each .css of its folder, by name. */
export function ownSheets(type: string): string[] {
  return readdirSync(join(blocksDir, type))
    .filter((file) => file.endsWith(".css"))
    .sort()
    .map((file) => `${blocksDir}/${type}/${file}`);
}

/** Every folder of src/blocks/ that holds a block's own stylesheet, by name: the cascade order of those. */
export function typesWithSheets(): string[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ownSheets(entry.name).length > 0)
    .map((entry) => entry.name)
    .sort();
}

/**
 * The stylesheets the browser build makes for pages to inline: page.css, each shared stylesheet and
 * each block's own, each minified on its own (vite.config.ts lists them as inputs).
 */
export function stylesheetInputs(): Record<string, string> {
  const sources = [everyPage, ...sharedSheetOrder().map(sharedSheet), ...typesWithSheets().flatMap(ownSheets)];
  return Object.fromEntries(sources.map((source) => [source.slice("src/".length, -".css".length), source]));
}
