/*
 * A built page inlines the stylesheets of the blocks near its top (the first screen) and links those
 * only blocks further down need, at the place the page's render leaves for them (BlockList.tsx):
 *   <main>…the first blocks…<link rel="stylesheet" href="/assets/….css">…the other blocks…</main>
 * A browser paints what stands before such a link without waiting for it, and what follows once it
 * has arrived, so the first round trip carries only what the first screen draws, and nothing further
 * down is ever shown unstyled.
 */

/** The attribute of the slot the page's render leaves before its first block further down. */
export const laterStylesSlotAttribute = "data-later-styles";

const slot = new RegExp(`<template ${laterStylesSlotAttribute}=""></template>`, "g");

/** The page's markup with the links (or nothing) where its render left the slot, if it left one. */
export function fillLaterStylesSlot(html: string, links: string): string {
  if ((html.match(slot) ?? []).length > 1) throw new Error("The page's markup holds more than one later-styles slot.");
  return html.replace(slot, () => links);
}
