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

/** A page's stylesheets: those it inlines for its first screen, and links to the rest (src/styles/later-styles.ts). */
export interface PageStyleParts {
  /** page.css and the stylesheets of the blocks near the top, as <style> elements. */
  inline: string;
  /** The stylesheets only blocks further down need, as <link> elements, in cascade order. */
  later: string;
}

/**
 * The stylesheets of a page holding the given block types, of which `nearTop` are drawn near its top
 * (pageStylesheets). Each inlined stylesheet is one <style> element, the same text on every page, so
 * the Content-Security-Policy lists one hash per stylesheet, not one per page.
 */
export function pageStyles(
  distDir: string,
): (types: Iterable<BlockType>, nearTop?: Iterable<BlockType>) => PageStyleParts {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(join(distDir, ".vite/manifest.json"), "utf8"),
  );
  const built = new Map<string, string>();
  const fileOf = (source: string) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`The browser build made no stylesheet of ${source}: list it in vite.config.ts.`);
    return file;
  };
  const css = (source: string) => {
    let text = built.get(source);
    if (text === undefined) {
      text = readFileSync(join(distDir, fileOf(source)), "utf8").trim();
      built.set(source, text);
    }
    return `<style>${text}</style>`;
  };
  const sheetsOf = pageStylesheets();
  return (types, nearTop = types) => {
    const first = sheetsOf(nearTop);
    const later = sheetsOf(types).filter((source) => !first.includes(source));
    return {
      inline: first.map(css).join(""),
      later: later.map((source) => `<link rel="stylesheet" href="/${fileOf(source)}">`).join(""),
    };
  };
}
