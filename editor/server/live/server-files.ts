import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join, resolve } from "node:path";
import { editorNginxConfig } from "../../../scripts/hosting/editor-nginx-config.ts";
import { serverCertificate } from "../../../scripts/hosting/nginx-config.ts";
import { readServerHeaders, siteNginxConfig } from "../../../scripts/hosting/write-host-configs.ts";
import { serverRoutesFile } from "../../../scripts/prerender/prerender.ts";
import type { ServerRoutes } from "../../../scripts/server/resolve-request.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { nodeScriptCommand } from "../../../scripts/system/node-script.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");

export interface ServiceSettings {
  liveDir: string;
  siteDir: string;
  dataDir: string;
  /** The address staff open ("https://edit.example.in"). */
  origin: string;
  host: string;
  port: number;
  /** The git remote published versions are pushed to, when one is configured. */
  pushRemote?: string;
}

export const nginxFile = "nginx.conf";
export const unitFile = "website-editor.service";

function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, "utf8") === text) return false;
  writeFileSync(file, text);
  return true;
}

/**
 * nginx for the clinic's server, in LIVE_DIR/nginx.conf: the website from LIVE_DIR/current with the
 * live build's headers and routes, and, when staff reach the editor over HTTPS, the editor behind it.
 * nginx includes the file; it changes only when a publish changes the site's headers or its kinds of
 * address. Returns whether it changed (nginx must then reload it).
 */
export function writeNginxFile(settings: ServiceSettings, manifest: SiteManifest): boolean {
  const current = join(settings.liveDir, "current");
  const routes = JSON.parse(readFileSync(join(current, serverRoutesFile), "utf8")) as ServerRoutes;
  const upstream = `${settings.host}:${settings.port}`;
  const site = siteNginxConfig(manifest, current, readServerHeaders(current), routes, upstream);
  const editorUrl = new URL(settings.origin);
  const editor =
    editorUrl.protocol === "https:"
      ? editorNginxConfig({
          serverName: editorUrl.hostname,
          tls: { port: Number(editorUrl.port || 443), ...serverCertificate(editorUrl.hostname) },
          upstream,
        })
      : "";
  const header = "# Written by npm run edit:server; include it from nginx (see the README's server recipe).\n";
  return writeIfChanged(join(settings.liveDir, nginxFile), `${header}${site}\n${editor}`);
}

/** A systemd unit that runs this editor service as it runs now: same user, folders and addresses. */
/** The settings that hold a secret (SMTP_URL), which systemd reads as root: see the README's server recipe. */
export const secretSettingsFile = "/etc/website-editor.env";

export function writeSystemdUnit(settings: ServiceSettings): void {
  const environment = {
    HOST: settings.host,
    PORT: String(settings.port),
    EDITOR_ORIGIN: settings.origin,
    SITE_DIR: settings.siteDir,
    LIVE_DIR: settings.liveDir,
    EDITOR_DATA_DIR: settings.dataDir,
    ...(settings.pushRemote ? { EDITOR_PUSH_REMOTE: settings.pushRemote } : {}),
    // Certificates named by hand (not Let's Encrypt's) stay named when the service rewrites nginx.conf.
    ...(process.env.TLS_CERT && process.env.TLS_KEY
      ? { TLS_CERT: process.env.TLS_CERT, TLS_KEY: process.env.TLS_KEY }
      : {}),
  };
  const writable = [...new Set([projectRoot, settings.siteDir, settings.liveDir, settings.dataDir])];
  const unit = [
    "# Written by npm run edit:server. Install it (see the README's server recipe):",
    `#   sudo cp ${join(settings.liveDir, unitFile)} /etc/systemd/system/`,
    "#   sudo systemctl enable --now website-editor",
    "[Unit]",
    "Description=Website editor (npm run edit:server)",
    "After=network.target",
    "",
    "[Service]",
    "Type=simple",
    `User=${userInfo().username}`,
    `WorkingDirectory=${projectRoot}`,
    ...Object.entries(environment).map(([name, value]) => `Environment=${JSON.stringify(`${name}=${value}`)}`),
    // Secrets (the mail server's SMTP_URL) stay out of this file, which the service writes: root's own file, if any.
    `EnvironmentFile=-${secretSettingsFile}`,
    `ExecStart=${nodeScriptCommand("scripts/edit-server.ts")}`,
    "Restart=on-failure",
    "NoNewPrivileges=true",
    "PrivateTmp=true",
    "ProtectSystem=strict",
    "ProtectHome=read-only",
    `ReadWritePaths=${writable.join(" ")}`,
    "",
    "[Install]",
    "WantedBy=multi-user.target",
    "",
  ].join("\n");
  writeIfChanged(join(settings.liveDir, unitFile), unit);
}
