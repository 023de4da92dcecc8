import type { IconDrawing } from "../../icons/icon-drawing.ts";

export interface Placement {
  /** The centre of the drawing, and the side of the square it fills. */
  cx: number;
  cy: number;
  size: number;
  colour: string;
  opacity?: number;
  /** For outline drawings, the line's width in the drawing's own units (its icon set's is 2 of 24). */
  stroke?: number;
  rotate?: number;
}

/** An icon (or a drawing of ours made like one) drawn in one colour, at a place and size, as a nested <svg>. */
export function placed({ attributes, body }: IconDrawing, place: Placement): string {
  const { cx, cy, size, colour, opacity = 1, stroke, rotate = 0 } = place;
  const own =
    stroke === undefined ? attributes : attributes.replace(/stroke-width="[^"]*"/, `stroke-width="${stroke}"`);
  const x = (cx - size / 2).toFixed(1);
  const y = (cy - size / 2).toFixed(1);
  const side = size.toFixed(1);
  const drawing = `<svg x="${x}" y="${y}" width="${side}" height="${side}"${own} color="${colour}">${body}</svg>`;
  const turned =
    rotate === 0
      ? drawing
      : `<g transform="rotate(${rotate.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})">${drawing}</g>`;
  return opacity === 1 ? turned : `<g opacity="${opacity.toFixed(2)}">${turned}</g>`;
}
