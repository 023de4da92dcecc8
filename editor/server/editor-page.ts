import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { escapeHtml } from "../../scripts/prerender/escape-html.ts";

/** The editor page's own address as Vite sees it, so that its relative links resolve beside it. */
const pageUrl = "/editor/app/index.html";

/** Every editor address serves the one editor page, with this server's token in a meta tag. */
export async function sendEditorPage(
  res: ServerResponse,
  vite: ViteDevServer,
  htmlFile: string,
  token: string,
): Promise<void> {
  const source = await readFile(htmlFile, "utf8");
  const meta = `<meta name="editor-token" content="${escapeHtml(token)}">`;
  const withToken = source.includes("</head>")
    ? source.replace("</head>", `  ${meta}\n  </head>`)
    : `${meta}\n${source}`;
  const html = await vite.transformIndexHtml(pageUrl, withToken);
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    // The page holds the token: no other site may frame it and read it through the frame.
    "X-Frame-Options": "SAMEORIGIN",
    "Content-Security-Policy": "frame-ancestors 'self'",
    "Referrer-Policy": "no-referrer",
  });
  res.end(html);
}

export function isEditorPage(pathname: string): boolean {
  return (
    pathname === "/edit" || pathname.startsWith("/edit/") || pathname === "/edit-site" || pathname === "/edit-site/"
  );
}
