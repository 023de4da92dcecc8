/*
 * How a built page marks its islands, written by the prerenderer (place-islands.ts)
 * and read by the browser's island script (start-islands.ts):
 *   <div class="island" data-island="carousel" data-island-start="visible" data-island-index="2">…</div>
 * and, after the page's root, the island's props as a JSON data block (never run, so the
 * Content-Security-Policy needs no hash for it): <script type="application/json" id="island-2">.
 */

export const islandAttributes = {
  name: "data-island",
  start: "data-island-start",
  index: "data-island-index",
  /** Set by the browser once React has hydrated the island. */
  hydrated: "data-hydrated",
} as const;

export const islandClass = "island";

/** The element a page's render leaves where island `index` goes (Island.tsx); the prerenderer fills it. */
export const islandSlotAttribute = "data-island-slot";

export function islandPropsId(index: number): string {
  return `island-${index}`;
}

/**
 * The prefix of every id React makes (useId) inside island `index`: each island is its own React
 * root, and without it two islands of a page would make the same ids.
 */
export function islandIdentifierPrefix(index: number): string {
  return `i${index}-`;
}
