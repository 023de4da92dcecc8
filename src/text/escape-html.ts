const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe as HTML text or as a quoted attribute value: it reads back as exactly the same text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]);
}

/**
 * A value as JSON that may sit inside a <script> element: no "<" survives, so neither "</script>"
 * nor "<!--" in the content can end or change the element. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
