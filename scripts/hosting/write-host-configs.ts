import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { filesUnder } from "../system/files-under.ts";
import { join, resolve } from "node:path";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { serverRoutesFile } from "../prerender/prerender.ts";
import type { ServerRoutes } from "../server/resolve-request.ts";
import { headersFile, redirectsFile } from "./host-files.ts";
import { inlineSources, styleAttributes } from "./inline-sources.ts";
import { nginxConfig, serverCertificate } from "./nginx-config.ts";
import { speculationRules, speculationRulesPath } from "./speculation-rules.ts";
import {
  securityHeaders,
  subresourceHeaders,
  type HeadersByTransport,
  type ServerHeaders,
} from "./security-headers.ts";

/** Where the build leaves the headers for each transport, for the preview server and preview:nginx. */
export const serverHeadersFile = "server-headers.json";

/** The headers a build left in distDir, or a clear error when there are none or they are from an older build. */
export function readServerHeaders(distDir: string): ServerHeaders {
  const file = join(distDir, serverHeadersFile);
  if (!existsSync(file))
    throw new Error(`${distDir} holds no built site (no ${serverHeadersFile}): run npm run build first.`);
  const headers = JSON.parse(readFileSync(file, "utf8")) as Partial<ServerHeaders>;
  if (!headers.document?.http || !headers.subresource?.http)
    throw new Error(`${file} was written by an older build: run npm run build again.`);
  return headers as ServerHeaders;
}

/** The nginx configuration sits beside the served folder, never inside it. */
export function nginxConfigFile(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, "")}.nginx.conf`;
}

/**
 * The site's nginx server blocks for a folder of it on the server: the host name site.json's url
 * gives, over HTTPS with Let's Encrypt's certificate (TLS_CERT and TLS_KEY name another) when that
 * url is https.
 */
export function siteNginxConfig(
  manifest: SiteManifest,
  root: string,
  headers: ServerHeaders,
  routes: ServerRoutes,
  formsUpstream?: string,
): string {
  const host = manifest.site.url ? new URL(manifest.site.url) : undefined;
  return nginxConfig({
    formsUpstream,
    root,
    serverName: host?.hostname ?? "_",
    httpPort: 80,
    tls: host?.protocol === "https:" ? { port: 443, ...serverCertificate(host.hostname) } : undefined,
    headers,
    routes,
  });
}

/** Every HTML file of a build, with its text. */
export function builtPages(distDir: string): { file: string; html: string }[] {
  return filesUnder(distDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(file, "utf8") }));
}

/**
 * Derives the header policy from site.json and the built pages (the hash of each inline style and
 * script), then writes it for every host: the preview server's table, dist/_headers and
 * dist/_redirects for Netlify and Cloudflare Pages, and an nginx configuration beside dist.
 */
export function writeHostConfigs(
  manifest: SiteManifest,
  distDir: string,
  /** HTML whose inline styles are allowed too, though no page holds them yet. */
  allowedInline = "",
): { nginx: string; inline: number } {
  const pages = builtPages(distDir);
  const withStyleAttributes = pages.filter((page) => styleAttributes(page.html).length > 0);
  if (withStyleAttributes.length) {
    const list = withStyleAttributes
      .map((page) => `  ${page.file}: style="${styleAttributes(page.html)[0]}"`)
      .join("\n");
    throw new Error(
      `These pages carry style attributes, which the Content-Security-Policy refuses; use a class instead:\n${list}`,
    );
  }
  const inline = inlineSources([...pages.map((page) => page.html), allowedInline]);
  const document: HeadersByTransport = {
    http: securityHeaders(manifest.site, { inline, https: false }),
    https: securityHeaders(manifest.site, { inline, https: true }),
  };
  const headers: ServerHeaders = {
    document,
    subresource: { http: subresourceHeaders(document.http), https: subresourceHeaders(document.https) },
  };
  const routes: ServerRoutes = JSON.parse(readFileSync(join(distDir, serverRoutesFile), "utf8"));

  writeFileSync(join(distDir, serverHeadersFile), JSON.stringify(headers, null, 2));
  writeFileSync(join(distDir, "_headers"), headersFile(headers.document.https, distDir));
  writeFileSync(join(distDir, "_redirects"), redirectsFile(routes));
  writeFileSync(join(distDir, speculationRulesPath), JSON.stringify(speculationRules));

  const nginx = nginxConfigFile(distDir);
  writeFileSync(nginx, siteNginxConfig(manifest, resolve(distDir), headers, routes));
  return { nginx, inline: inline.scripts.length + inline.styles.length };
}
