import { readFileSync } from "node:fs";
import { join } from "node:path";
import { blockRegistry } from "../../src/blocks/registry.ts";
import type { BlockType } from "../../src/blocks/block-types.ts";
import { blockSheet, cascadeOrder, everyPage } from "./stylesheet-files.ts";

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
  for (const { styles } of Object.values(blockRegistry))
    for (const name of styles)
      if (!order.includes(name)) throw new Error(`src/styles/index.css imports no ./blocks/${name}.css.`);
  return (types) => {
    const needed = new Set([...types].flatMap((type) => blockRegistry[type].styles));
    return [css(everyPage), ...order.filter((name) => needed.has(name)).map((name) => css(blockSheet(name)))].join("");
  };
}
