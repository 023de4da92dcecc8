import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteManifestPlugin } from "../../scripts/vite/site-manifest-plugin.ts";
import { copySite, type SiteCopy } from "../support/site-copy.ts";

// The dev server's error overlay shows what the plugin sends over its socket; these tests read that.
describe("the editing server", () => {
  let server: ViteDevServer;
  let site: SiteCopy;
  let file: string;
  const sent: unknown[] = [];

  beforeAll(async () => {
    site = copySite({ label: "dev-server" });
    file = site.manifestFile;
    server = await createServer({
      configFile: false,
      logLevel: "silent",
      plugins: [siteManifestPlugin(site)],
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    server.ws.send = ((payload: unknown) => sent.push(payload)) as typeof server.ws.send;
  });

  /** Saves site.json as an editor would and waits for what the plugin tells the browser. */
  async function save(text: string): Promise<unknown> {
    const before = sent.length;
    writeFileSync(file, text);
    server.watcher.emit("change", file);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(before));
    return sent.at(-1);
  }

  afterAll(async () => {
    await server.close();
    site.remove();
  });

  it("serves the site data while site.json is valid", async () => {
    const { site } = await server.ssrLoadModule("virtual:site");
    expect(site.name).toBe(JSON.parse(readFileSync(file, "utf8")).site.name);
  });

  it("shows every error with its line and column when site.json breaks, and clears when it is fixed", async () => {
    const good = readFileSync(file, "utf8");
    const overlay = (await save(good.replace('"type": "pageBanner"', '"type": "pageBaner"'))) as {
      type: string;
      err: { message: string };
    };
    expect(overlay.type).toBe("error");
    expect(overlay.err.message).toMatch(
      /site\.json:\d+:\d+ {2}routes\[\d+\]\.blocks\[0\]\.type \(pageBaner\): Unknown block type "pageBaner"\./,
    );
    expect(overlay.err.message).toContain('Did you mean "pageBanner"?');
    await expect(server.ssrLoadModule("virtual:site")).rejects.toThrow(/Unknown block type "pageBaner"/);

    expect(await save(good)).toEqual({ type: "full-reload" });
    const { routes } = await server.ssrLoadModule("virtual:site");
    expect(routes.length).toBe(JSON.parse(good).routes.length);
  });
});
