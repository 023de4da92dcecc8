import { escapeHtml } from "../../../src/text/escape-html.ts";

/**
 * The only elements an illustration is drawn with. There is no `text` (nor `tspan`, `textPath` or `foreignObject`):
 * a sample picture must never carry words, which would compete with the page's own headline over it.
 */
export type ShapeTag =
  | "svg"
  | "g"
  | "rect"
  | "circle"
  | "ellipse"
  | "path"
  | "line"
  | "polygon"
  | "defs"
  | "linearGradient"
  | "radialGradient"
  | "stop"
  | "clipPath";

export type Attributes = Record<string, string | number>;

/** One SVG element as markup: children are markup made by this function, or an icon's drawing. */
export function shape(tag: ShapeTag, attributes: Attributes = {}, ...children: string[]): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(typeof value === "number" ? round(value) : value)}"`)
    .join("");
  return children.length === 0 ? `<${tag}${written}/>` : `<${tag}${written}>${children.join("")}</${tag}>`;
}

/** Two decimals are finer than a pixel and keep the markup, and so the picture, the same on every machine. */
function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The whole picture: width × height pixels, drawn in that many user units. */
export function picture(width: number, height: number, ...children: string[]): string {
  return shape(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width, height, viewBox: `0 0 ${width} ${height}` },
    ...children,
  );
}
