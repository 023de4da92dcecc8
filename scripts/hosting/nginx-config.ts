import { routePattern } from "../../src/manifest/path-rules.ts";
import type { ServerRoutes } from "../server/resolve-request.ts";
import { cacheRules, immutablePrefixes, subresourceExtensions } from "./cache-policy.ts";
import { contentTypes, textTypes } from "./content-types.ts";
import type { ServerHeaders } from "./security-headers.ts";
import { formsPrefix, requestBodyLimit } from "../../src/forms/request-contract.ts";

export interface NginxTls {
  port: number;
  certificate: string;
  key: string;
}

export interface NginxSite {
  /** The built site's folder, as an absolute path on the server. */
  root: string;
  /** Host names to answer for ("_" for any). */
  serverName: string;
  httpPort: number;
  /** With TLS, the HTTP port only redirects to HTTPS. */
  tls?: NginxTls;
  headers: ServerHeaders;
  routes: ServerRoutes;
  /** Where the clinic's server listens ("127.0.0.1:5180"), when it receives the forms' requests. */
  formsUpstream?: string;
}

/** The certificate of a host name on the server: Let's Encrypt's, unless TLS_CERT and TLS_KEY name others. */
export function serverCertificate(hostname: string): { certificate: string; key: string } {
  return {
    certificate: process.env.TLS_CERT ?? `/etc/letsencrypt/live/${hostname}/fullchain.pem`,
    key: process.env.TLS_KEY ?? `/etc/letsencrypt/live/${hostname}/privkey.pem`,
  };
}

/** A value as an nginx string: quoted, with the characters nginx reads specially escaped. */
export function quote(value: string): string {
  return `"${value.replace(/(["\\$])/g, "\\$1")}"`;
}

/**
 * nginx drops inherited add_header lines in a location that has its own, so each location gets all
 * of them. Without "always" a header is sent with found files only (200, 304), never with a 404.
 */
function headerLines(headers: Record<string, string>, cache: { value: string; always: boolean }): string[] {
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `add_header Cache-Control ${cache.value}${cache.always ? " always" : ""};`,
  ];
}

/**
 * A pattern route's location: the app's own expression for it (routePattern), which nginx matches
 * against the decoded path as the app does, with the operator that keeps its letter case rule.
 */
function patternMatch(pattern: string): string {
  const regex = routePattern(pattern);
  return `${regex.flags.includes("i") ? "~*" : "~"} ${regex.source}`;
}

/** "~ \.(js|css|...)$": the files isImmutableSubresource names, by their extension. */
function subresourceMatch(): string {
  return `~ \\.(${subresourceExtensions.map((extension) => extension.slice(1)).join("|")})$`;
}

/**
 * The forms' requests, passed to the clinic's own server (editor/server/requests/) with the visitor's
 * address, which its per-address limit counts. A request is a few fields: nginx refuses a larger body.
 */
function formsLocation(upstream: string): string[] {
  return [
    "    # Patients' requests go to the clinic's own server (npm run edit:server), which answers them itself.",
    `    location ${formsPrefix} {`,
    `        proxy_pass http://${upstream};`,
    "        proxy_http_version 1.1;",
    "        proxy_set_header Host $http_host;",
    "        proxy_set_header X-Real-IP $remote_addr;",
    '        proxy_set_header Connection "";',
    `        client_max_body_size ${requestBodyLimit / 1024}k;`,
    "        proxy_read_timeout 30s;",
    "    }",
  ];
}

function siteBody(site: NginxSite, transport: "http" | "https"): string[] {
  const types = Object.entries(contentTypes).map(([extension, type]) => `        ${type} ${extension.slice(1)};`);
  const indent = (lines: string[]) => lines.map((line) => `    ${line}`);
  const location = (
    match: string,
    lines: string[],
    cache: { value: string; always: boolean },
    headers = site.headers.document[transport],
  ): string[] => [`location ${match} {`, ...indent([...lines, ...headerLines(headers, cache)]), "}"];
  const page = { value: quote(cacheRules.page), always: true };
  const immutable = { value: quote(cacheRules.immutable), always: false };
  return [
    `    root ${quote(site.root)};`,
    "    server_tokens off;",
    "    types {",
    ...types,
    "    }",
    "    default_type application/octet-stream;",
    "    charset utf-8;",
    `    charset_types ${textTypes.filter((type) => type !== "text/html").join(" ")};`,
    "    # Every compressible file has a .br and a .gz beside it, written by the build.",
    "    gzip off;",
    "    gzip_static on;",
    "    brotli_static on;",
    "    gzip_vary on;",
    "    etag on;",
    "    error_page 404 /404.html;",
    "    # An address whose percent-encoding is malformed names no page: the 404 page, as the app shows it",
    "    # (so does any other request nginx refuses as bad, such as one without a valid Host).",
    "    error_page 400 =404 /404.html;",
    "    # Forms without script post to their own page: answer like a visit.",
    "    error_page 405 =200 $uri;",
    "",
    "    # Scripts, stylesheets and pictures carry only the headers that apply to them; anything else",
    "    # there, and the 404 page for a missing file (a document), the document headers.",
    ...immutablePrefixes.flatMap((prefix) => {
      const subresources = location(
        subresourceMatch(),
        ["try_files $uri =404;"],
        immutable,
        site.headers.subresource[transport],
      );
      return indent(location(prefix, ["try_files $uri =404;", ...subresources], immutable));
    }),
    ...(site.formsUpstream ? formsLocation(site.formsUpstream) : []),
    "    # A page is asked for by its address, never by its file name; pages reached inside nginx land here.",
    ...indent(location("~ \\.html$", ["internal;"], page)),
    ...site.routes.patterns.flatMap(({ pattern, file }) =>
      indent(location(patternMatch(pattern), [`try_files $uri/index.html /${file};`], page)),
    ),
    ...(site.routes.notFoundInLanguages ?? []).flatMap(({ prefix, file }) =>
      indent(
        location(
          `${prefix}/`,
          // error_page here replaces the server's for these addresses, so the form rule is said again.
          [`error_page 404 /${file};`, "error_page 405 =200 $uri;", "try_files $uri $uri/index.html =404;"],
          {
            value: "$site_cache_control",
            always: true,
          },
        ),
      ),
    ),
    ...indent(location("/", ["try_files $uri $uri/index.html =404;"], { value: "$site_cache_control", always: true })),
  ];
}

/**
 * The nginx configuration for the built site: the same routes, headers and caching as the preview
 * server and the _headers file. It goes in nginx's http block (Debian: /etc/nginx/sites-enabled/),
 * with Debian's brotli_static module loaded.
 */
export function nginxConfig(site: NginxSite): string {
  const lines = [
    "# Written by npm run build from site.json and the header policy; edit those, not this file.",
    "# Requires Debian's nginx and libnginx-mod-http-brotli-static.",
    "",
    "# After try_files, $uri is the file found: its name says whether it is a page.",
    "map $uri $site_cache_control {",
    `    ~\\.html$ ${quote(cacheRules.page)};`,
    `    default ${quote(cacheRules.otherFile)};`,
    "}",
    "",
  ];
  if (site.tls) {
    const httpsPort = site.tls.port === 443 ? "" : `:${site.tls.port}`;
    lines.push(
      "server {",
      `    listen ${site.httpPort};`,
      `    server_name ${site.serverName};`,
      "    server_tokens off;",
      `    return 301 https://$host${httpsPort}$request_uri;`,
      "}",
      "",
      "server {",
      `    listen ${site.tls.port} ssl http2;`,
      `    server_name ${site.serverName};`,
      `    ssl_certificate ${quote(site.tls.certificate)};`,
      `    ssl_certificate_key ${quote(site.tls.key)};`,
      "    ssl_protocols TLSv1.2 TLSv1.3;",
      "    ssl_prefer_server_ciphers off;",
      ...siteBody(site, "https"),
      "}",
    );
  } else {
    lines.push(
      "server {",
      `    listen ${site.httpPort};`,
      `    server_name ${site.serverName};`,
      ...siteBody(site, "http"),
      "}",
    );
  }
  return `${lines.join("\n")}\n`;
}
