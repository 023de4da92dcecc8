import { quote, type NginxTls } from "./nginx-config.ts";

export interface NginxEditor {
  /** The editor's own host name ("edit.example.in"), or "_" for any, when it has a port of its own. */
  serverName: string;
  tls: NginxTls;
  /** Where `npm run edit:server` listens: "127.0.0.1:5180". */
  upstream: string;
}

/**
 * nginx in front of `npm run edit:server`: HTTPS only, pictures up to the upload limit, time for a
 * publish (a whole build), and the visitor's address passed on for sign-in throttling. The editor
 * sends its own headers (its CSP, HSTS); nginx adds none, so the two never disagree.
 */
export function editorNginxConfig(editor: NginxEditor): string {
  const proxied = [
    `        proxy_pass http://${editor.upstream};`,
    "        proxy_http_version 1.1;",
    "        proxy_set_header Host $http_host;",
    "        proxy_set_header X-Real-IP $remote_addr;",
    '        proxy_set_header Connection "";',
    "        proxy_read_timeout 600s;",
    "        proxy_send_timeout 600s;",
    "        proxy_buffering off;",
  ];
  return `${[
    "# The website editor (npm run edit:server), written by it; its headers come from the editor itself.",
    "server {",
    `    listen ${editor.tls.port} ssl;`,
    `    server_name ${editor.serverName};`,
    `    ssl_certificate ${quote(editor.tls.certificate)};`,
    `    ssl_certificate_key ${quote(editor.tls.key)};`,
    "    ssl_protocols TLSv1.2 TLSv1.3;",
    "    server_tokens off;",
    "    client_max_body_size 12m;",
    "    location / {",
    ...proxied,
    "    }",
    "    # A one-time link's key is in its address (editor/server/service/welcome-page.ts): never in a log.",
    "    location = /welcome {",
    "        access_log off;",
    ...proxied,
    "    }",
    "}",
  ].join("\n")}\n`;
}
