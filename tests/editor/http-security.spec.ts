import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test } from "./editor-fixture.ts";

// A page of another site open in the same browser, served from this computer on another (free)
// port, as another local app would be: it knows the editor's address but not its token.
let attacker: Server;
let attackerPort: number;

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<!doctype html><title>Another site</title><p>Another site</p>");
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test("a page of another origin cannot publish, upload, or read the editor's token; nothing is written", async ({
  page,
  editor,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(editor.url)) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(`http://localhost:${attackerPort}/`);

  const outcome = await page.evaluate(async (editorUrl) => {
    const manifest = { site: { name: "Taken over" }, routes: [] };
    const attempts: Record<string, string> = {};
    const tryIt = async (name: string, run: () => Promise<Response>) => {
      try {
        const response = await run();
        attempts[name] = `read ${response.status}: ${await response.text()}`;
      } catch (error) {
        attempts[name] = `blocked: ${(error as Error).name}`;
      }
    };
    // A "simple" request the browser sends without asking: the server must refuse it itself (and its
    // Cross-Origin-Resource-Policy keeps even an opaque copy of the answer from the page).
    await tryIt("publish as text", () =>
      fetch(`${editorUrl}api/publish`, {
        method: "POST",
        mode: "no-cors",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ baseHash: "", manifest }),
      }),
    );
    await tryIt("upload as text", () =>
      fetch(`${editorUrl}api/upload?name=x.jpg`, {
        method: "POST",
        mode: "no-cors",
        headers: { "Content-Type": "text/plain" },
        body: "\xff\xd8\xff",
      }),
    );
    // With a guessed token the browser first asks the server (preflight), which never says yes.
    await tryIt("publish with a token", () =>
      fetch(`${editorUrl}api/publish`, {
        method: "POST",
        headers: { "X-Editor-Token": "guess", "Content-Type": "application/json" },
        body: JSON.stringify({ baseHash: "", manifest }),
      }),
    );
    // The editor page holds the token; another origin may not read it.
    await tryIt("read the editor page", () => fetch(`${editorUrl}edit/`));
    return attempts;
  }, editor.url);

  expect(outcome["publish as text"]).toMatch(/^blocked/);
  expect(outcome["upload as text"]).toMatch(/^blocked/);
  expect(outcome["publish with a token"]).toMatch(/^blocked/);
  expect(outcome["read the editor page"]).toMatch(/^blocked/);
  // The two simple requests were sent, and the server refused them: nothing changed. (The answers
  // themselves, 403, are the unit tests' to read: the page may not, and neither does its browser's log.)
  expect(sent).toEqual(expect.arrayContaining(["POST /api/publish", "POST /api/upload"]));
  expect(editor.copy.gitDiff()).toBe("");
  expect(existsSync(join(editor.copy.publicDir, "images/uploads"))).toBe(false);
});
