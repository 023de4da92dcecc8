import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { nodeScriptArgs } from "../system/node-script.ts";
import { writeLargeSite } from "./large-site.ts";

/**
 * `tsx scripts/bench/publish-at-scale.ts ROUTES [RUNS] [CHECKOUT] [CHANGE]`: a one-page publish on the editor
 * service (`npm run edit:server`, of CHECKOUT, this one by default) serving site.json grown to ROUTES routes
 * (large-site.ts): RUNS times (3 by default), the time from the publish being sent to its answer, when the
 * page is live. Prints each and their median. The service runs without nginx, at its own address.
 * CHANGE is what each publish changes on its page: `title` (the default), which every page is built again for
 * (another page's breadcrumb, the sitemap may show it), or `text`, a paragraph of its blocks, built alone.
 */
const [routesArg, runsArg = "3", checkoutArg = ".", change = "title"] = process.argv.slice(2);
const routes = Number(routesArg);
const runs = Number(runsArg);
if (!Number.isInteger(routes) || !Number.isInteger(runs) || runs < 1 || !["title", "text"].includes(change)) {
  console.error("Usage: tsx scripts/bench/publish-at-scale.ts ROUTES [RUNS] [CHECKOUT] [title|text]");
  process.exit(1);
}
const checkout = resolve(checkoutArg);
const work = mkdtempSync(join(tmpdir(), "publish-at-scale-"));
// The editor service keeps the site in git, which follows no link: its pictures are copied.
const siteDir = writeLargeSite(".", routes, join(work, "site"), { copyPictures: true });
const git = (...args: string[]) => execFileSync("git", args, { cwd: siteDir, stdio: "ignore" });
git("init", "-q");
git("add", "-A");
git("-c", "user.name=Bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "Grown site");

const port = 5400 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  SITE_DIR: siteDir,
  LIVE_DIR: join(work, "live"),
  EDITOR_DATA_DIR: join(work, "data"),
  PORT: String(port),
  EDITOR_ORIGIN: origin,
};
const password = "bench password for one publish";
execFileSync(process.execPath, nodeScriptArgs("scripts/editor-user.ts", ["add", "Bench"]), {
  cwd: checkout,
  env,
  input: `${password}\n${password}\n`,
  stdio: ["pipe", "ignore", "inherit"],
});

const service = spawn(process.execPath, nodeScriptArgs("scripts/edit-server.ts"), { cwd: checkout, env });
let serviceOutput = "";
const keep = (chunk: Buffer) => (serviceOutput = `${serviceOutput}${chunk.toString()}`.slice(-20_000));
service.stdout.on("data", keep);
service.stderr.on("data", keep);
const stopService = () => service.kill("SIGTERM");
process.on("exit", stopService);

async function listening(): Promise<void> {
  const started = Date.now();
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`The service did not start in 10 min:\n${serviceOutput}`)), 600_000);
    service.stdout.on("data", () => {
      if (!/listening on/.test(serviceOutput)) return;
      clearTimeout(timer);
      ready();
    });
    service.on("exit", (code) => fail(new Error(`The service stopped (${code}):\n${serviceOutput}`)));
  });
  console.log(`Service of ${checkout} on ${routes} routes, its first build done, in ${Date.now() - started} ms.`);
}

/** A request of the editor's, signed in, with a time limit: an answer that never comes fails the bench. */
function asker(cookie: string, token: string) {
  return async (path: string, body?: unknown): Promise<Response> => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Origin: origin, Cookie: cookie, "X-Editor-Token": token, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}\n${serviceOutput}`);
    return response;
  };
}

async function signIn() {
  const signedIn = await fetch(`${origin}/sign-in`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Bench", password, next: "/edit/" }),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie) throw new Error(`Signing in failed: ${signedIn.status} ${await signedIn.text()}`);
  const page = await (await fetch(`${origin}/edit/`, { headers: { Cookie: cookie } })).text();
  const token = /name="editor-token" content="([^"]+)"/.exec(page)?.[1] ?? "";
  return asker(cookie, token);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  await listening();
  const ask = await signIn();
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const disk = (await (await ask("/api/manifest")).json()) as { text: string; hash: string };
    const manifest = JSON.parse(disk.text) as SiteManifest;
    const page = manifest.routes[manifest.routes.length - run];
    if (!page) throw new Error("The grown site has too few routes for that many runs.");
    const words = `Published ${change} ${run}`;
    if (change === "title") page.title = words;
    else {
      const article = page.blocks.find((block) => block.type === "article");
      if (article?.type !== "article") throw new Error(`${page.path} has no article to change a paragraph of.`);
      article.paragraphs[0] = words;
    }
    const sent = Date.now();
    await ask("/api/publish", { baseHash: disk.hash, manifest });
    times.push(Date.now() - sent);
    const live = readFileSync(join(work, "live/current", page.path, "index.html"), "utf8");
    if (!live.includes(words)) throw new Error(`${page.path} is not live after its publish.`);
    console.log(`Publish ${run}: ${times.at(-1)} ms (${page.path} live).`);
  }
  console.log(`One-page publish (${change}) on ${routes} routes: median ${median(times)} ms of ${runs}.`);
} finally {
  stopService();
  await new Promise((ended) => service.once("exit", ended));
  rmSync(work, { recursive: true, force: true });
}
