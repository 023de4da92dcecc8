import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags, chromiumPath } from "../chromium-flags.ts";
import { benchRoutes, budgets, detailRoute } from "./budgets.ts";

/**
 * Lighthouse with its mobile defaults (slow 4G, 4x CPU) on the production build served by the
 * production server. Each route is measured BENCH_RUNS times (3 unless set) and judged on its
 * median run, as Lighthouse advises: one run on a busy two-core machine swings TBT by 100 ms or more.
 * Prints each route's scores and metrics against the budgets and exits non-zero when one is
 * missed. Run `npm run build` first.
 */
const port = Number(process.env.BENCH_PORT ?? 4390);
const distDir = process.env.OUT_DIR ?? "dist";
const origin = `http://localhost:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const chromeFlags = ["--headless=new", ...chromiumFlags];

interface Audit {
  numericValue?: number;
  details?: { items?: { url: string; transferSize?: number; resourceType?: string }[] };
}

const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", distDir], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
// The server prints one line once it listens; a fixed wait was too short on a loaded machine.
await new Promise((resolve) => server.stdout.once("data", resolve));
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath, chromeFlags });

const failures: string[] = [];
const check = (ok: boolean, what: string) => ok || failures.push(what);
const rows: string[] = [];
mkdirSync(".lighthouse", { recursive: true });

/**
 * One Lighthouse run of the route. Now and then Chromium reports no navigation start
 * (NO_NAVSTART), leaving a run without a first paint, which the median cannot use: that run is
 * measured again, up to twice, instead of ending the bench.
 */
async function measuredRun(route: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const painted = Number.isFinite((result.lhr.audits["first-contentful-paint"] as Audit | undefined)?.numericValue);
    if (painted) return result.lhr;
    if (attempt === 3)
      throw new Error(
        `${route}: three Lighthouse runs in a row saw no first paint ` +
          `(${result.lhr.runtimeError?.code ?? "no error code"}).`,
      );
    console.warn(
      `${route}: a run saw no first paint (${result.lhr.runtimeError?.code ?? "no error code"}); measuring again.`,
    );
  }
}

try {
  for (const route of benchRoutes) {
    const all = [];
    for (let run = 0; run < runs; run++) all.push(await measuredRun(route));
    const lhr = computeMedianRun(all);
    const tbtRange = all
      .map((run) => Math.round((run.audits["total-blocking-time"] as Audit).numericValue ?? 0))
      .sort((a, b) => a - b);
    writeFileSync(
      `.lighthouse/${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}.json`,
      JSON.stringify(lhr),
    );
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id] as Audit;
    const lcp = audit("largest-contentful-paint").numericValue ?? Infinity;
    const tbt = audit("total-blocking-time").numericValue ?? Infinity;
    const cls = audit("cumulative-layout-shift").numericValue ?? Infinity;
    const requests = audit("network-requests").details?.items ?? [];
    const bytes = (type: string) =>
      requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const scriptKb = bytes("Script");
    const firstPaintKb = bytes("Document") + bytes("Stylesheet");

    const scores = ["performance", "accessibility", "best-practices", "seo"].map((id) => [id, score(id)] as const);
    for (const [id, value] of scores)
      check(value >= budgets.categoryScore, `${route}: ${id} ${value} < ${budgets.categoryScore}`);
    check(lcp <= budgets.lcpMs, `${route}: LCP ${Math.round(lcp)} ms > ${budgets.lcpMs} ms`);
    check(tbt <= budgets.tbtMs, `${route}: TBT ${Math.round(tbt)} ms > ${budgets.tbtMs} ms`);
    check(cls <= budgets.cls, `${route}: CLS ${cls.toFixed(3)} > ${budgets.cls}`);
    if (route === detailRoute) {
      check(
        scriptKb <= budgets.detailScriptKb,
        `${route}: JavaScript ${scriptKb.toFixed(1)} KB > ${budgets.detailScriptKb} KB`,
      );
      check(
        firstPaintKb <= budgets.detailFirstPaintKb,
        `${route}: HTML + CSS ${firstPaintKb.toFixed(1)} KB > ${budgets.detailFirstPaintKb} KB`,
      );
    }
    const tbtSpread = runs > 1 ? ` (${tbtRange[0]}-${tbtRange.at(-1)})` : "";
    rows.push(
      `${route.padEnd(30)} ${scores.map(([, v]) => String(v).padStart(4)).join("")}` +
        `  LCP ${String(Math.round(lcp)).padStart(5)} ms  TBT ${String(Math.round(tbt)).padStart(3)} ms${tbtSpread}` +
        `  CLS ${cls.toFixed(3)}  JS ${scriptKb.toFixed(1).padStart(5)} KB` +
        `  HTML+CSS ${firstPaintKb.toFixed(1).padStart(5)} KB`,
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(`Median of ${runs} run(s) per route; TBT in brackets: lowest and highest run.\n`);
console.log(`${"route".padEnd(30)} perf a11y  bp  seo`);
console.log(rows.join("\n"));
console.log(failures.length ? `\nOver budget:\n- ${failures.join("\n- ")}` : "\nEvery budget met.");
process.exit(failures.length ? 1 : 0);
