import { createHash } from "node:crypto";
import type { IconType } from "react-icons";
import type { Plugin } from "vite";
import { iconSet } from "../../src/icons/icon-set.ts";
import { iconDrawing } from "../icons/icon-drawing.ts";

const moduleId = "virtual:icon-sprite";
const resolvedId = `\0${moduleId}`;

/** One icon as a <symbol>: its view box and stroke stay with its drawing. */
function symbolOf(id: string, icon: IconType): string {
  const { attributes, body } = iconDrawing(id, icon);
  return `<symbol id="${id}"${attributes}>${body}</symbol>`;
}

/** The site's icon file: every icon of iconSet, each a <symbol> named by its id. */
export function iconSpriteText(): string {
  const symbols = Object.entries(iconSet).map(([id, icon]) => symbolOf(id, icon));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/**
 * Gives the app `virtual:icon-sprite`, the address of the icon file, named by its content so that it is cached for
 * good. The browser build writes the file among its assets; the development server answers it from memory.
 */
export function iconSpritePlugin(): Plugin {
  const text = iconSpriteText();
  const fileName = `assets/icons-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.svg`;
  let url = `/${fileName}`;
  let writesAssets = false;
  return {
    name: "icon-sprite",
    configResolved(config) {
      url = `${config.base}${fileName}`;
      writesAssets = config.command === "build" && !config.build.ssr;
    },
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(url)};` : undefined),
    generateBundle() {
      if (writesAssets) this.emitFile({ type: "asset", fileName, source: text });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== url) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(text);
      });
    },
  };
}
