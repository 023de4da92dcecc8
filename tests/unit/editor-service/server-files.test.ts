import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  nginxFile,
  unitFile,
  writeNginxFile,
  writeSystemdUnit,
  type ServiceSettings,
} from "../../../editor/server/live/server-files.ts";
import { serverHeadersFile } from "../../../scripts/hosting/write-host-configs.ts";
import { serverRoutesFile } from "../../../scripts/prerender/prerender.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../../fixtures/sample-site.ts";

/** The live build's headers, as the build leaves them beside its pages. */
function writeLiveHeaders(current: string, policy: string) {
  const document = { "Content-Security-Policy": policy };
  const headers = { document: { http: document, https: document }, subresource: { http: {}, https: {} } };
  writeFileSync(join(current, serverHeadersFile), JSON.stringify(headers));
}

/** A LIVE_DIR whose current build has headers and routes (nginx reads the link `current`, never a build's name). */
function settingsWith(origin: string): ServiceSettings & { current: string } {
  const liveDir = mkdtempSync(join(tmpdir(), "live-"));
  const current = join(liveDir, "current");
  mkdirSync(current);
  writeLiveHeaders(current, "default-src 'none'");
  const routes = {
    notFound: "404.html",
    patterns: [{ pattern: "/doctors/:doctorId", file: "doctors/_doctorId.html" }],
  };
  writeFileSync(join(current, serverRoutesFile), JSON.stringify(routes));
  return { liveDir, current, siteDir: "/srv/site", dataDir: "/srv/data", origin, host: "127.0.0.1", port: 5180 };
}

const sample = sampleManifest();
const manifest: SiteManifest = { ...sample, site: { ...sample.site, url: "https://www.example.in" } };

describe("the files the editor service writes for its server", () => {
  it("serve the website from LIVE_DIR/current over HTTPS, and the editor behind nginx on its own host", () => {
    const settings = settingsWith("https://edit.example.in");
    expect(writeNginxFile(settings, manifest)).toBe(true);
    const nginx = readFileSync(join(settings.liveDir, nginxFile), "utf8");
    expect(nginx).toContain(`root "${settings.current}";`);
    expect(nginx).toContain("server_name www.example.in;");
    expect(nginx).toContain('ssl_certificate "/etc/letsencrypt/live/www.example.in/fullchain.pem";');
    expect(nginx).toContain("server_name edit.example.in;");
    expect(nginx).toContain("proxy_pass http://127.0.0.1:5180;");
    expect(nginx).toContain("proxy_set_header X-Real-IP $remote_addr;");
    expect(nginx).toContain('ssl_certificate "/etc/letsencrypt/live/edit.example.in/fullchain.pem";');
  });

  it("change only when the live build's headers do, which is when nginx must reload", () => {
    const settings = settingsWith("https://edit.example.in");
    expect(writeNginxFile(settings, manifest)).toBe(true);
    expect(writeNginxFile(settings, manifest)).toBe(false);
    writeLiveHeaders(settings.current, "default-src 'self'");
    expect(writeNginxFile(settings, manifest)).toBe(true);
  });

  it("leave the editor out of nginx while staff reach it on this computer only", () => {
    const settings = settingsWith("http://localhost:5180");
    writeNginxFile(settings, manifest);
    const config = readFileSync(join(settings.liveDir, nginxFile), "utf8");
    expect(config).not.toContain("The website editor");
    expect(config.match(/proxy_pass .*/g)).toEqual([`proxy_pass http://${settings.host}:${settings.port};`]);
  });

  it("pass the website's forms to the service, with the visitor's address and a small body", () => {
    const settings = settingsWith("http://localhost:5180");
    writeNginxFile(settings, manifest);
    const config = readFileSync(join(settings.liveDir, nginxFile), "utf8");
    const forms = config.slice(config.indexOf("location /forms/ {"));
    expect(forms.slice(0, forms.indexOf("}"))).toMatch(
      new RegExp(
        `proxy_pass http://${settings.host}:${settings.port};[\\s\\S]*X-Real-IP \\$remote_addr;` +
          "[\\s\\S]*client_max_body_size 16k;",
      ),
    );
  });

  it("run the service under systemd with the settings it runs with now, writing only its own folders", () => {
    const settings = settingsWith("https://edit.example.in");
    writeSystemdUnit(settings);
    const unit = readFileSync(join(settings.liveDir, unitFile), "utf8");
    expect(unit).toContain('Environment="EDITOR_ORIGIN=https://edit.example.in"');
    expect(unit).toContain(`Environment="LIVE_DIR=${settings.liveDir}"`);
    expect(unit).toContain('Environment="PORT=5180"');
    expect(unit).toMatch(/^ExecStart=\S+ --import tsx scripts\/edit-server\.ts$/m);
    expect(unit).toMatch(/^ReadWritePaths=.* \/srv\/site .*\/srv\/data$/m);
    expect(unit).toContain("ProtectSystem=strict");
    expect(unit).not.toContain("TLS_CERT");
  });

  it("keep certificates named by hand in the unit, so nginx.conf names them after every publish too", () => {
    const settings = settingsWith("https://edit.example.in");
    vi.stubEnv("TLS_CERT", "/etc/ssl/clinic.pem");
    vi.stubEnv("TLS_KEY", "/etc/ssl/clinic.key");
    try {
      writeSystemdUnit(settings);
    } finally {
      vi.unstubAllEnvs();
    }
    const unit = readFileSync(join(settings.liveDir, unitFile), "utf8");
    expect(unit).toContain('Environment="TLS_CERT=/etc/ssl/clinic.pem"');
    expect(unit).toContain('Environment="TLS_KEY=/etc/ssl/clinic.key"');
  });

  it("never write the mail server's password into the unit: systemd reads it from root's own file", () => {
    const settings = settingsWith("https://edit.example.in");
    vi.stubEnv("SMTP_URL", "smtps://clinic%40example.in:s3cret-pass@mail.example.in:465");
    try {
      writeSystemdUnit(settings);
    } finally {
      vi.unstubAllEnvs();
    }
    const unit = readFileSync(join(settings.liveDir, unitFile), "utf8");
    expect(unit).not.toContain("s3cret-pass");
    expect(unit).not.toContain("SMTP_URL");
    expect(unit).toMatch(/^EnvironmentFile=-\/etc\/website-editor\.env$/m);
  });
});
