import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { editorPageHeaders } from "../../scripts/hosting/editor-headers.ts";
import { escapeHtml } from "../../src/text/escape-html.ts";

export interface EditorPageOptions {
  /** `<meta name=… content=…>` tags the page reads at start: the server's token, who is signed in. */
  meta: Record<string, string>;
  headers?: Record<string, string>;
}

/** Every editor address serves the one editor page, with this server's token in a meta tag. */
export async function sendEditorPage(
  res: ServerResponse,
  htmlFile: string,
  { meta, headers = {} }: EditorPageOptions,
): Promise<void> {
  const source = await readFile(htmlFile, "utf8");
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join("\n    ");
  const withMeta = source.includes("</head>")
    ? source.replace("</head>", `  ${tags}\n  </head>`)
    : `${tags}\n${source}`;
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    ...editorPageHeaders,
    ...headers,
  });
  res.end(withMeta);
}
