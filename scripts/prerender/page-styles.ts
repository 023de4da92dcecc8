import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { blockStyles } from "../../src/blocks/block-styles.ts";
import type { BlockType } from "../../src/blocks/block-types.ts";

const stylesDir = "src/styles";
const everyPage = `${stylesDir}/page.css`;
const blockSheet = (name: string) => `${stylesDir}/blocks/${name}.css`;

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
function cascadeOrder(): string[] {
  const index = readFileSync(join(stylesDir, "index.css"), "utf8");
  return [...index.matchAll(/@import "\.\/blocks\/([\w-]+)\.css";/g)].map((match) => match[1]);
}

/**
 * The <style> elements of a page holding the given block types: page.css, then the stylesheets
 * of its blocks in cascade order, each one element. The same stylesheet is the same text on every
 * page, so the Content-Security-Policy lists one hash per stylesheet, not one per page.
 */
export function pageStyles(distDir: string): (types: Iterable<BlockType>) => string {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(join(distDir, ".vite/manifest.json"), "utf8"),
  );
  const built = new Map<string, string>();
  const css = (source: string) => {
    let text = built.get(source);
    if (text === undefined) {
      const file = manifest[source]?.file;
      if (!file) throw new Error(`The browser build made no stylesheet of ${source}: list it in vite.config.ts.`);
      text = readFileSync(join(distDir, file), "utf8").trim();
      built.set(source, text);
    }
    return `<style>${text}</style>`;
  };
  const order = cascadeOrder();
  for (const names of Object.values(blockStyles))
    for (const name of names)
      if (!order.includes(name)) throw new Error(`src/styles/index.css imports no ./blocks/${name}.css.`);
  return (types) => {
    const needed = new Set([...types].flatMap((type) => blockStyles[type]));
    return [css(everyPage), ...order.filter((name) => needed.has(name)).map((name) => css(blockSheet(name)))].join("");
  };
}
