import { createHash } from "node:crypto";
import { existsSync, readdirSync, renameSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEditorProcess, type EditorProcess } from "../../editor/editor-process.ts";
import { runScript } from "../../support/project-command.ts";
import { copySite, type SiteCopy } from "../../support/site-copy.ts";

// Each request goes to a separate server process, which shares a busy machine with everything else.
vi.setConfig({ testTimeout: 30_000 });

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => Record<string, unknown>;
}

let project: SiteCopy;
let editor: EditorProcess;
let token: string;
let original: string;

/** A raw request, so that tests can set what a browser would (Host, Origin) and send any body. */
function send(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive one may have been closed by the server meanwhile.
    const req = request(`${editor.origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const fromEditor = () => ({ "X-Editor-Token": token, Origin: editor.origin, "Content-Type": "application/json" });
const manifestNow = () => JSON.parse(project.readManifestText());
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const uploads = () =>
  existsSync(join(project.publicDir, "images/uploads")) ? readdirSync(join(project.publicDir, "images/uploads")) : [];

function expectNothingWritten() {
  expect(project.readManifestText()).toBe(original);
  expect(project.gitDiff()).toBe("");
}

beforeAll(async () => {
  project = copySite({ label: "editor-http" });
  original = project.readManifestText();
  editor = await startEditorProcess(project);
  const page = await send("GET", "/edit/about");
  token = /<meta name="editor-token" content="([0-9a-f]+)">/.exec(page.text)?.[1] ?? "";
}, 180_000);

afterAll(async () => {
  await editor?.stop();
  project?.remove();
});

describe("the editor server's pages", () => {
  it("sends / to /edit/ and serves the editor page with a fresh 256-bit token at every editor address", async () => {
    const home = await send("GET", "/");
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe("/edit/");
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    for (const path of ["/edit", "/edit/", "/edit/services/physiotherapy/pemf", "/edit-site"]) {
      const page = await send("GET", path);
      expect(page.status, path).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.text).toContain(`<meta name="editor-token" content="${token}">`);
      expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("refuses a request under another host name (a domain rebound to this computer), without the token", async () => {
    const page = await send("GET", "/edit/", { headers: { Host: `clinic-attacker.example:${editor.port}` } });
    expect(page.status).toBe(403);
    expect(page.text).not.toContain(token);
  });
});

describe("the editor's API refuses strangers and writes nothing", () => {
  const publishBody = () =>
    JSON.stringify({
      baseHash: sha256(original),
      manifest: { ...manifestNow(), site: { ...manifestNow().site, name: "Hacked" } },
    });

  it("403 for a publish without the token", async () => {
    const reply = await send("POST", "/api/publish", {
      headers: { Origin: editor.origin, "Content-Type": "application/json" },
      body: publishBody(),
    });
    expect(reply.status).toBe(403);
    expect(reply.json().message).toMatch(/token/);
    expectNothingWritten();
  });

  it("403 for a publish with a wrong token", async () => {
    const reply = await send("POST", "/api/publish", {
      headers: { ...fromEditor(), "X-Editor-Token": "0".repeat(64) },
      body: publishBody(),
    });
    expect(reply.status).toBe(403);
    expectNothingWritten();
  });

  it("403 for a publish from another origin, even with the token", async () => {
    const reply = await send("POST", "/api/publish", {
      headers: { ...fromEditor(), Origin: "http://clinic-attacker.example" },
      body: publishBody(),
    });
    expect(reply.status).toBe(403);
    expect(reply.json().message).toContain("http://clinic-attacker.example");
    expectNothingWritten();
  });

  it("403 for a publish that names no origin at all", async () => {
    const { Origin: _origin, ...headers } = fromEditor();
    const reply = await send("POST", "/api/publish", { headers, body: publishBody() });
    expect(reply.status).toBe(403);
    expectNothingWritten();
  });

  it("403 for reading site.json without the token, or from another origin", async () => {
    expect((await send("GET", "/api/manifest")).status).toBe(403);
    expect((await send("GET", "/api/manifest", { headers: { "X-Editor-Token": token, Origin: "null" } })).status).toBe(
      403,
    );
  });

  it("403 for an upload without the token, and no file is stored", async () => {
    const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer();
    const reply = await send("POST", "/api/upload?name=x.jpg", { headers: { Origin: editor.origin }, body: picture });
    expect(reply.status).toBe(403);
    expect(uploads()).toEqual([]);
  });
});

describe("the editor's API with bad input", () => {
  it("400 with the parser's reason for a body that is not JSON", async () => {
    const reply = await send("POST", "/api/publish", {
      headers: fromEditor(),
      body: '{"baseHash": "abc", "manifest": {',
    });
    expect(reply.status).toBe(400);
    expect(reply.json().message).toMatch(/^The request body is not valid JSON: /);
    expectNothingWritten();
  });

  it("400 for JSON that is not a manifest", async () => {
    const reply = await send("POST", "/api/validate", { headers: fromEditor(), body: "[1, 2]" });
    expect(reply.status).toBe(400);
    expect(reply.json().message).toContain('"manifest"');
  });

  it("413 for a JSON body over 48 MB, nothing written", async () => {
    const huge = JSON.stringify({ baseHash: sha256(original), manifest: { padding: "x".repeat(48 * 1024 * 1024) } });
    const reply = await send("POST", "/api/publish", { headers: fromEditor(), body: huge });
    expect(reply.status).toBe(413);
    expect(reply.json().message).toContain("48 MB");
    expectNothingWritten();
  });

  it("413 for an upload over 10 MB, nothing stored", async () => {
    const header = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer();
    const reply = await send("POST", "/api/upload?name=big.jpg", {
      headers: fromEditor(),
      body: Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(reply.status).toBe(413);
    expect(uploads()).toEqual([]);
  });

  it("415 for a text file renamed .jpg, and for a file that only starts like a JPEG", async () => {
    const text = await send("POST", "/api/upload?name=holiday.jpg", {
      headers: fromEditor(),
      body: "Not a picture, just text.\n",
    });
    expect(text.status).toBe(415);
    expect(text.json().message).toMatch(/not a JPEG, PNG or WebP picture/);
    const fake = await send("POST", "/api/upload?name=fake.jpg", {
      headers: fromEditor(),
      body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    });
    expect(fake.status).toBe(415);
    expect(uploads()).toEqual([]);
  });

  it("404 for an unknown endpoint and 405 for a wrong method", async () => {
    expect((await send("GET", "/api/nothing-here", { headers: fromEditor() })).status).toBe(404);
    expect((await send("GET", "/api/publish", { headers: fromEditor() })).status).toBe(405);
  });

  it("500 with a message when site.json cannot be read, and works again once it is back", async () => {
    const aside = `${project.manifestFile}.aside`;
    renameSync(project.manifestFile, aside);
    try {
      const reply = await send("GET", "/api/manifest", { headers: fromEditor() });
      expect(reply.status).toBe(500);
      expect(reply.json().message).toMatch(/site\.json/);
    } finally {
      renameSync(aside, project.manifestFile);
    }
    expect((await send("GET", "/api/manifest", { headers: fromEditor() })).status).toBe(200);
  });
});

describe("the editor's API for the editor page", () => {
  it("stores an uploaded picture in public/images/uploads with a safe lowercase name, never over another", async () => {
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    const first = await send("POST", `/api/upload?name=${encodeURIComponent("../../Dr. Mehta's Room (1).JPG")}`, {
      headers: fromEditor(),
      body: picture,
    });
    expect(first.status).toBe(201);
    expect(first.json()).toEqual({ path: "/images/uploads/dr-mehta-s-room-1.png", width: 40, height: 30 });
    const another = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a72" } })
      .png()
      .toBuffer();
    const second = await send("POST", `/api/upload?name=${encodeURIComponent("Dr. Mehta's Room (1).png")}`, {
      headers: fromEditor(),
      body: another,
    });
    expect(second.json().path).toBe("/images/uploads/dr-mehta-s-room-1-2.png");
    expect(uploads().sort()).toEqual(["dr-mehta-s-room-1-2.png", "dr-mehta-s-room-1.png"]);

    const { images } = (await send("GET", "/api/images", { headers: fromEditor() })).json() as {
      images: { path: string }[];
    };
    expect(images).toContainEqual({ path: "/images/uploads/dr-mehta-s-room-1.png", width: 40, height: 30 });
    expect(images.map((image) => image.path)).toEqual(images.map((image) => image.path).sort());
  });

  it("accepts an uploaded WebP picture in site.json: the schema's image paths allow what upload stores", async () => {
    const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#27a" } })
      .webp()
      .toBuffer();
    const upload = await send("POST", "/api/upload?name=Reception.webp", { headers: fromEditor(), body: picture });
    expect(upload.status).toBe(201);
    const { path } = upload.json() as { path: string };
    expect(path).toBe("/images/uploads/reception.webp");

    const draft = manifestNow();
    const about = draft.routes.findIndex((route: { path: string }) => route.path === "/about");
    const banner = draft.routes[about].blocks.findIndex((block: { type: string }) => block.type === "pageBanner");
    draft.routes[about].blocks[banner].image = path;
    const reply = await send("POST", "/api/validate", {
      headers: fromEditor(),
      body: JSON.stringify({ manifest: draft }),
    });
    expect(reply.json().errors).toEqual([]);
  });

  it("validates a draft with the wording of npm run validate, pointing at the block and field", async () => {
    const draft = manifestNow();
    const about = draft.routes.findIndex((route: { path: string }) => route.path === "/about");
    draft.routes[about].blocks[0].title = "";
    const reply = await send("POST", "/api/validate", {
      headers: fromEditor(),
      body: JSON.stringify({ manifest: draft }),
    });
    expect(reply.status).toBe(200);
    const { errors } = reply.json() as { errors: { path: unknown[]; text: string; blockType?: string }[] };
    expect(errors.map((error) => error.path)).toEqual([["routes", about, "blocks", 0, "title"]]);
    expect(errors[0].blockType).toBe(draft.routes[about].blocks[0].type);

    // The same draft on disk, checked by `npm run validate`, prints the same line.
    const printed = (() => {
      project.writeManifestText(`${JSON.stringify(draft, null, 2)}\n`);
      try {
        return runScript("scripts/validate.ts", { site: project }).stderr;
      } finally {
        project.writeManifestText(original);
      }
    })();
    expect(printed).toContain(errors[0].text);
  }, 60_000);

  it("refuses a publish with errors (422) and writes nothing", async () => {
    const draft = manifestNow();
    draft.routes[1].blocks[0].title = "";
    const reply = await send("POST", "/api/publish", {
      headers: fromEditor(),
      body: JSON.stringify({ baseHash: sha256(original), manifest: draft }),
    });
    expect(reply.status).toBe(422);
    expect((reply.json().errors as unknown[]).length).toBe(1);
    expectNothingWritten();
  });

  it("publishes a new heading as exactly one changed line; refuses (409) once the file changed on disk", async () => {
    const draft = manifestNow();
    draft.site.name = "Sahaj Health Centre";
    const reply = await send("POST", "/api/publish", {
      headers: fromEditor(),
      body: JSON.stringify({ baseHash: sha256(original), manifest: draft }),
    });
    expect(reply.status).toBe(200);
    const published = project.readManifestText();
    expect(reply.json()).toMatchObject({ hash: sha256(published), changed: true });
    const changedLines = project
      .gitDiff("site.json")
      .split("\n")
      .filter((line) => /^[-+](?![-+])/.test(line));
    expect(changedLines).toEqual([
      `-    "name": ${JSON.stringify(JSON.parse(original).site.name)},`,
      `+    "name": "Sahaj Health Centre",`,
    ]);

    // Someone edits site.json by hand; a publish based on the older file must not overwrite it.
    const byHand = published.replace('"Sahaj Health Centre"', '"Edited by hand"');
    project.writeManifestText(byHand);
    const stale = await send("POST", "/api/publish", {
      headers: fromEditor(),
      body: JSON.stringify({ baseHash: sha256(published), manifest: draft }),
    });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ error: "changed-on-disk", hash: sha256(byHand) });
    expect(project.readManifestText()).toBe(byHand);
    project.writeManifestText(original);
  });

  it("is still running and answering after everything above", async () => {
    expect(editor.child.exitCode).toBeNull();
    const reply = await send("GET", "/api/manifest", { headers: fromEditor() });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ text: original, hash: sha256(original) });
  });
});
