import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerWhileStarting } from "../../../editor/server/starting-answer.ts";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function listening(): Promise<{ origin: string; ready: ReturnType<typeof answerWhileStarting>["ready"] }> {
  server = createServer();
  const { ready } = answerWhileStarting(server);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ready };
}

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(5000) });

describe("a request that arrives while the editor prepares", () => {
  it("is answered at once: 503 with Retry-After, in words, until the editor is ready", async () => {
    const { origin, ready } = await listening();
    const api = await get(`${origin}/api/manifest`);
    expect(api.status).toBe(503);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await api.json()).toMatchObject({
      error: "starting",
      message: expect.stringMatching(/^The editor is starting/),
    });

    const page = await get(`${origin}/edit/about`);
    expect(page.status).toBe(503);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<meta http-equiv="refresh" content="5" />');
    expect(html).toContain("<h1>The editor is starting</h1>");
    expect(html).not.toContain("<script");

    ready((_req, res) => res.end("ready"));
    const after = await get(`${origin}/edit/about`);
    expect([after.status, await after.text()]).toEqual([200, "ready"]);
  });
});
