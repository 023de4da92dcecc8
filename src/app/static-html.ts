import type { ReactElement } from "react";
import { prerender } from "react-dom/static";

/**
 * The preload links React writes first for the pictures it draws without loading="lazy". Here they
 * only repeat pictures that follow a few bytes later, where the browser finds them as soon (the
 * picture that matters, the first screen's, says fetchpriority="high" itself); in an island they
 * would also stand where the hydrating runtime expects the island's own first element.
 */
const leadingImagePreloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/** An element drawn to HTML once, whole, for a page that needs no script to show its content. */
export async function staticHtml(element: ReactElement, identifierPrefix?: string): Promise<string> {
  // Streaming would move large parts of the page out of place and back with inline scripts;
  // a static page wants every part where it belongs.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, identifierPrefix });
  const html = (await new Response(prelude).text()).replace(leadingImagePreloads, "");
  if (html.includes("<script")) throw new Error("The prerendered HTML still needs a script to show its content.");
  return html;
}
