import { createHash } from "node:crypto";

/** CSP source expressions ('sha256-…') for the inline code of the built pages. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Data blocks (JSON-LD) are never run, so script-src does not govern them and they need no hash. */
function isExecutable(openingTag: string): boolean {
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(openingTag)?.[1]?.trim().toLowerCase();
  return !type || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/**
 * The hash of every inline <script> that runs and every <style> element in the given HTML pages,
 * each once. The browser hashes the element's text exactly as written, so the text is not decoded.
 */
export function inlineSources(pages: Iterable<string>): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of pages) {
    for (const [, tag, text] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi))
      if (!/\ssrc\s*=/i.test(tag) && isExecutable(tag)) scripts.add(sha256Source(text));
    for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256Source(text));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** Style attributes in the markup: the policy refuses them, so the build refuses to ship any. */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\sstyle\s*=\s*"([^"]*)"/gi)].map((match) => match[1]);
}
