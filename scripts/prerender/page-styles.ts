import { readFileSync } from "node:fs";
import { join } from "node:path";
import { blockRegistry, blockTypes } from "../../src/blocks/registry.ts";
import type { BlockType } from "../../src/blocks/block-types.ts";
import { everyPage, ownSheets, sharedSheet, sharedSheetOrder } from "./stylesheet-files.ts";

/**
 * The stylesheets a page holding the given block types inlines, in cascade order: page.css, the shared
 * ones its blocks name (in src/styles/index.css's order), then each type's own, by folder name.
 * src/styles/index.css and the blocks' folders are read once, and every shared name checked then.
 */
export function pageStylesheets(): (types: Iterable<BlockType>) => string[] {
  const order = sharedSheetOrder();
  for (const descriptor of Object.values(blockRegistry))
    for (const name of descriptor.sharedStyles ?? [])
      if (!order.includes(name)) throw new Error(`src/styles/index.css imports no ./shared/${name}.css.`);
  const own = new Map(blockTypes.map((type) => [type, ownSheets(type)]));
  return (types) => {
    const present = new Set(types);
    const shared = new Set([...present].flatMap((type) => blockRegistry[type].sharedStyles ?? []));
    return [
      everyPage,
      ...order.filter((name) => shared.has(name)).map(sharedSheet),
      ...[...present].sort().flatMap((type) => own.get(type) ?? []),
    ];
  };
}

/**
 * The <style> elements of a page holding the given block types (pageStylesheets), each one element.
 * The same stylesheet is the same text on every page, so the Content-Security-Policy lists one hash
 * per stylesheet, not one per page.
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
  const sheetsOf = pageStylesheets();
  return (types) => sheetsOf(types).map(css).join("");
}
