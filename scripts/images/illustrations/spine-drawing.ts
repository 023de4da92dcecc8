import type { IconDrawing } from "../../icons/icon-drawing.ts";

/**
 * A spine, which no icon set has: eight vertebrae with their side wings on a gentle S, widening from the neck down,
 * filled on the 24-unit grid of the icons it sits among, with a gap between bones that no line width closes.
 */
const vertebrae = Array.from({ length: 8 }, (_, index) => {
  const y = 1.4 + index * 2.7;
  const width = 3 + index * 0.35;
  const centre = 12 + 1.3 * Math.sin((index / 7) * Math.PI * 1.6);
  const wing = 1.2 + index * 0.12;
  const bone = (x: number, top: number, across: number, tall: number, round: number) =>
    `<rect x="${x.toFixed(2)}" y="${top.toFixed(2)}" width="${across.toFixed(2)}" height="${tall}" rx="${round}"/>`;
  return (
    bone(centre - width / 2, y, width, 1.8, 0.7) +
    bone(centre - width / 2 - wing, y + 0.5, wing + 0.4, 0.8, 0.4) +
    bone(centre + width / 2 - 0.4, y + 0.5, wing + 0.4, 0.8, 0.4)
  );
});

export const spineDrawing: IconDrawing = {
  attributes: ' viewBox="0 0 24 24" fill="currentColor" stroke="none"',
  body: vertebrae.join(""),
};
