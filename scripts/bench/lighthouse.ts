import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import { chromiumFlags, chromiumPath, debianChromium } from "../chromium-flags.ts";
import { installWhenMissing } from "../system/apt-package.ts";
import { benchRoutes, budgets, cpuSlowdowns } from "./budgets.ts";
import { lighthouseRun, medianMetrics, medianRun, metricsOf, type PageMetrics } from "./lighthouse-run.ts";
import { benchServer, serveBuild, type ServedBuild } from "./served-build.ts";
import { builtPagePaths, scriptsPerPage } from "./site-scripts.ts";
import { pagesAtComingChanges, type DatedPage } from "./dated-pages.ts";

/**
 * `npm run bench`: Lighthouse with its mobile defaults (slow 4G) at each CPU slowdown of
 * cpuSlowdowns, on the production build (served as served-build.ts says), each route BENCH_RUNS
 * times (3 unless set) and judged on the median run. Then every page of the build is opened once
 * to count the script it loads. With BENCH_COMPARE set to another build's folder (say, main's
 * before a change), both builds are measured turn about, run by run, and printed side by side with
 * their ratio: this shared machine's speed drifts more between days than most changes move it.
 * Budgets are judged on this build only; exits non-zero when one is missed. Run `npm run build` first.
 * BENCH_ROUTES (comma-separated) measures other routes than the budgets' own: say, /gu/,/gu/contact.
 */
const distDir = process.env.OUT_DIR ?? "dist";
const compareDir = process.env.BENCH_COMPARE;
const port = Number(process.env.BENCH_PORT ?? 4390);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const routes = process.env.BENCH_ROUTES?.split(",").filter(Boolean) ?? benchRoutes;

const failures: string[] = [];
const check = (ok: boolean, what: string) => ok || failures.push(what);
const lines: string[] = [];

const ms = (value: number) => `${String(Math.round(value)).padStart(5)} ms`;
const kb = (value: number) => `${value.toFixed(1).padStart(5)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : "-").padStart(8);

function row(route: string, build: string, m: PageMetrics, tbtRuns: number[]): string {
  const scores = Object.values(m.scores)
    .map((score) => String(score).padStart(4))
    .join("");
  const spread = tbtRuns.length > 1 ? ` (${Math.round(tbtRuns[0])}-${Math.round(tbtRuns.at(-1) ?? 0)})` : "";
  return (
    `${route.padEnd(30)} ${build.padEnd(10)} ${scores}  FCP ${ms(m.fcp)}  LCP ${ms(m.lcp)}` +
    `  TBT ${ms(m.tbt)}${spread.padEnd(12)}  CLS ${m.cls.toFixed(3)}` +
    `  JS ${kb(m.scriptKb)}  HTML+CSS ${kb(m.firstPaintKb)}  IMG ${kb(m.imageKb)}`
  );
}

function ratioRow(route: string, a: PageMetrics, b: PageMetrics): string {
  return (
    `${route.padEnd(30)} ${"ratio".padEnd(10)} ${"".padEnd(16)}  FCP ${ratio(a.fcp, b.fcp)}` +
    `  LCP ${ratio(a.lcp, b.lcp)}  TBT ${ratio(a.tbt, b.tbt)}${"".padEnd(12)}  ${"".padEnd(9)}` +
    `  JS ${ratio(a.scriptKb, b.scriptKb)}${"".padEnd(19)}  IMG ${ratio(a.imageKb, b.imageKb)}`
  );
}

function judge(route: string, cpu: (typeof cpuSlowdowns)[number], m: PageMetrics) {
  const at = `${route} at ${cpu}x`;
  check(m.tbt <= budgets.tbtMs[cpu], `${at}: TBT ${Math.round(m.tbt)} ms > ${budgets.tbtMs[cpu]} ms`);
  // Scores, paint, layout and bytes are judged under Lighthouse's own mobile settings.
  if (cpu !== 4) return;
  for (const [id, score] of Object.entries(m.scores))
    check(score >= budgets.categoryScore, `${at}: ${id} ${score} < ${budgets.categoryScore}`);
  check(m.lcp <= budgets.lcpMs, `${at}: LCP ${Math.round(m.lcp)} ms > ${budgets.lcpMs} ms`);
  check(m.cls <= budgets.cls, `${at}: CLS ${m.cls.toFixed(3)} > ${budgets.cls}`);
}

async function measureRoutes(builds: ServedBuild[], chromePort: number) {
  mkdirSync(".lighthouse", { recursive: true });
  for (const cpu of cpuSlowdowns) {
    lines.push(
      `\nCPU slowed ${cpu}x: each timing the median of ${runs} run(s); TBT in brackets: lowest and highest run.`,
    );
    lines.push(`${"route".padEnd(30)} ${"build".padEnd(10)} perf a11y  bp  seo`);
    for (const route of routes) {
      const reports = builds.map(() => [] as Awaited<ReturnType<typeof lighthouseRun>>[]);
      for (let run = 0; run < runs; run++)
        for (const [index, build] of builds.entries())
          reports[index].push(await lighthouseRun(`${build.origin}${route}`, chromePort, cpu));
      const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "_");
      writeFileSync(`.lighthouse/${name}-${cpu}x.json`, JSON.stringify(medianRun(reports[0])));
      const metrics = reports.map(medianMetrics);
      for (const [index, build] of builds.entries()) {
        const tbtRuns = reports[index].map((report) => metricsOf(report).tbt).sort((a, b) => a - b);
        lines.push(row(route, build.name, metrics[index], tbtRuns));
      }
      if (metrics.length === 2) lines.push(ratioRow(route, metrics[0], metrics[1]));
      judge(route, cpu, metrics[0]);
    }
  }
}

async function countScripts(build: ServedBuild, dir: string) {
  const pages = await scriptsPerPage(build.origin, builtPagePaths(dir));
  const withScript = pages.filter((page) => page.files > 0);
  const withIslands = pages.filter((page) => page.islands > 0).length;
  if (build.name === "this") {
    for (const page of pages)
      check(
        page.documentBytes / 1024 <= budgets.firstPaintKb,
        `${page.path}: HTML + CSS ${(page.documentBytes / 1024).toFixed(1)} KB > ${budgets.firstPaintKb} KB`,
      );
    for (const page of pages)
      check(
        page.bytes / 1024 <= budgets.scriptBeforeUseKb,
        `${page.path}: ${kb(page.bytes / 1024).trim()} of script before a touch > ${budgets.scriptBeforeUseKb} KB`,
      );
    for (const page of pages.filter((candidate) => candidate.islands === 0))
      check(
        page.bytes <= budgets.staticPageScriptBytes,
        `${page.path}: no island, yet ${page.files} script file(s) of ${page.bytes} bytes ` +
          `> ${budgets.staticPageScriptBytes}`,
      );
  }
  const total = withScript.reduce((sum, page) => sum + page.bytes, 0) / 1024;
  lines.push(
    `\n${build.name} (${dir}): ${withScript.length} of ${pages.length} pages load script ` +
      `(${withIslands} have islands), ` +
      `${kb(total).trim()} in all (compressed, empty cache, scrolled to the end; "+" what using a form adds):`,
  );
  for (const page of pages.filter((candidate) => candidate.files + candidate.filesOnUse > 0))
    lines.push(
      `  ${page.path.padEnd(62)} ${String(page.files).padStart(3)} files ${kb(page.bytes / 1024)}` +
        (page.filesOnUse > 0 ? `  + ${page.filesOnUse} files ${kb(page.bytesOnUse / 1024).trim()}` : ""),
    );
}

/** The first-paint budget on every page as it will be at each coming change of the site's dated content. */
async function judgeComingChanges() {
  const pages = await pagesAtComingChanges(distDir);
  const moments = [...new Set(pages.map((page) => page.moment))];
  const largest = pages.reduce<DatedPage | undefined>(
    (most, page) => (most && most.compressedBytes >= page.compressedBytes ? most : page),
    undefined,
  );
  lines.push(
    `\nAs of each coming change of the site's dated content (${moments.join(", ") || "none"}): ${pages.length} pages` +
      (largest
        ? `, the largest ${largest.file} as of ${largest.moment}, ${kb(largest.compressedBytes / 1024).trim()}.`
        : "."),
  );
  for (const page of pages)
    check(
      page.compressedBytes / 1024 <= budgets.firstPaintKb,
      `${page.file} as of ${page.moment}: HTML + CSS ${kb(page.compressedBytes / 1024).trim()} ` +
        `> ${budgets.firstPaintKb} KB`,
    );
}

// Lighthouse and the page walk drive Debian's whole Chromium, which `npm test` installs only where it needs it.
if (!process.env.CHROME_PATH && installWhenMissing(debianChromium) !== 0) process.exit(1);

const dirs = [distDir, ...(compareDir ? [compareDir] : [])];
const builds = await Promise.all(
  dirs.map((dir, index) => serveBuild(index === 0 ? "this" : "compared", dir, port + index)),
);
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: [
      "--headless=new",
      ...chromiumFlags,
      ...(benchServer === "nginx" ? ["--ignore-certificate-errors"] : []),
    ],
  });
  lines.push(
    benchServer === "nginx"
      ? "Served by nginx over HTTPS and HTTP/2, as on the clinic's server."
      : "Served by the preview server over HTTP/1.1 (BENCH_SERVER=nginx: as on the clinic's server).",
  );
  try {
    await measureRoutes(builds, chrome.port);
  } finally {
    chrome.kill();
  }
  for (const [index, build] of builds.entries()) await countScripts(build, dirs[index]);
  await judgeComingChanges();
} finally {
  for (const build of builds) build.stop();
}

console.log(lines.join("\n"));
console.log(failures.length ? `\nOver budget:\n- ${failures.join("\n- ")}` : "\nEvery budget met.");
process.exit(failures.length ? 1 : 0);
