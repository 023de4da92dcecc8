import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconType } from "react-icons";

/** An icon as React Icons draws it: the attributes of its <svg> that say how (view box, stroke) and what it holds. */
export interface IconDrawing {
  attributes: string;
  body: string;
}

const drawn = new Map<IconType, IconDrawing>();

/**
 * The drawing of one icon, without the size and namespace React Icons gives its own <svg>. Drawn once per icon:
 * the sample pictures place the same few icons in many pictures.
 */
export function iconDrawing(name: string, icon: IconType): IconDrawing {
  const known = drawn.get(icon);
  if (known) return known;
  const markup = renderToStaticMarkup(createElement(icon));
  const openingTag = /^<svg\b([^>]*)>/.exec(markup);
  if (!openingTag || !markup.endsWith("</svg>")) throw new Error(`The icon ${name} is not drawn as one <svg>.`);
  const drawing = {
    attributes: openingTag[1].replace(/\s(height|width|xmlns)="[^"]*"/g, ""),
    body: markup.slice(openingTag[0].length, -"</svg>".length),
  };
  drawn.set(icon, drawing);
  return drawing;
}
