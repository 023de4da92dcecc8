import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface PageParts {
  path: string;
  html: string;
  title: string;
  description: string;
  head: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The built index.html with its stylesheet inlined: the first paint then needs one request,
 * and the stylesheet is small enough that this costs less than a round trip on a slow network.
 */
export function loadTemplate(distDir: string): string {
  const template = readFileSync(join(distDir, "index.html"), "utf8")
    // The page is complete without script, so the script may wait behind pictures and text.
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(join(distDir, href), "utf8");
    return `<style>${css}</style>`;
  });
}

export function fillTemplate(template: string, page: PageParts): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${page.head}`)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-path="${escapeHtml(page.path)}">${page.html}</div>`);
}
