import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconType } from "react-icons";

/** An icon as React Icons draws it: the attributes of its <svg> that say how (view box, stroke) and what it holds. */
export interface IconDrawing {
  attributes: string;
  body: string;
}

/** The drawing of one icon, without the size and namespace React Icons gives its own <svg>. */
export function iconDrawing(name: string, icon: IconType): IconDrawing {
  const markup = renderToStaticMarkup(createElement(icon));
  const openingTag = /^<svg\b([^>]*)>/.exec(markup);
  if (!openingTag || !markup.endsWith("</svg>")) throw new Error(`The icon ${name} is not drawn as one <svg>.`);
  return {
    attributes: openingTag[1].replace(/\s(height|width|xmlns)="[^"]*"/g, ""),
    body: markup.slice(openingTag[0].length, -"</svg>".length),
  };
}
