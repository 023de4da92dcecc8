import type { RenderedIsland } from "./render-islands.ts";
import { islandAttributes, islandClass, islandPropsId, islandSlotAttribute } from "./island-markup.ts";
import { escapeHtml, jsonForScript } from "../text/escape-html.ts";
import { referToShownTexts } from "./shown-text-references.ts";

/**
 * Puts each island into the slot the page's render left for it (src/islands/Island.tsx), in the
 * element the browser hydrates, and returns the islands' props as JSON data blocks, which go after
 * the page's root (data blocks inside <main> would count as its children in the layout's selectors).
 */
export function placeIslands(html: string, islands: RenderedIsland[]): { html: string; props: string } {
  let placed = html;
  islands.forEach((island, index) => {
    const slot = `<template ${islandSlotAttribute}="${index}"></template>`;
    if (placed.split(slot).length !== 2) throw new Error(`The page's markup should hold island slot ${index} once.`);
    const attributes = [
      `class="${islandClass}"`,
      `${islandAttributes.name}="${escapeHtml(island.spec.name)}"`,
      `${islandAttributes.start}="${island.start}"`,
      `${islandAttributes.index}="${index}"`,
    ].join(" ");
    placed = placed.replace(slot, () => `<div ${attributes}>${island.html}</div>`);
  });
  if (placed.includes(`${islandSlotAttribute}=`))
    throw new Error("The page's markup holds an island slot no island filled.");
  const props = islands
    .map((island, index) => {
      // A block's longer texts that its markup shows are read back from there (shown-text-reference.ts).
      const spec =
        island.spec.name === "addressBreadcrumb"
          ? island.spec
          : { ...island.spec, block: referToShownTexts(island.spec.block, island.html) };
      return `<script type="application/json" id="${islandPropsId(index)}">${jsonForScript(spec)}</script>`;
    })
    .join("");
  return { html: placed, props };
}
