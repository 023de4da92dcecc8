import type { IconDrawing } from "../../icons/icon-drawing.ts";

/**
 * A spine, which no icon set has: seven vertebrae on a gentle S, narrowing towards the neck, drawn on the
 * 24-unit grid and with the stroke of the outline icons it sits among.
 */
const vertebrae = Array.from({ length: 7 }, (_, index) => {
  const height = 2.1;
  const y = 2.4 + index * 2.75;
  const width = 4.6 + index * 0.55;
  const x = 12 + 1.4 * Math.sin((index / 6) * Math.PI * 1.6) - width / 2;
  return `<rect x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${width.toFixed(2)}" height="${height}" rx="1"/>`;
});

export const spineDrawing: IconDrawing = {
  attributes:
    ' viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"' +
    ' stroke-linejoin="round"',
  body: vertebrae.join(""),
};
