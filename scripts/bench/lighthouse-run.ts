import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

interface Audit {
  numericValue?: number;
  details?: { items?: { url: string; transferSize?: number; resourceType?: string }[] };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** What the bench reads from one Lighthouse report (times in ms, bytes in KB of 1024). */
export interface PageMetrics {
  scores: { performance: number; accessibility: number; "best-practices": number; seo: number };
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  firstPaintKb: number;
  /** Pictures a phone loads without scrolling: the first screen's (lazy ones further down wait). */
  imageKb: number;
}

/**
 * One Lighthouse run (mobile defaults, the CPU slowed `cpuSlowdown` times). Now and then Chromium
 * reports no navigation start (NO_NAVSTART), leaving a run without a first paint, which the median
 * cannot use: that run is measured again, up to twice, instead of ending the bench.
 */
export async function lighthouseRun(url: string, chromePort: number, cpuSlowdown: number): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const painted = Number.isFinite((result.lhr.audits["first-contentful-paint"] as Audit | undefined)?.numericValue);
    if (painted) return result.lhr;
    const code = result.lhr.runtimeError?.code ?? "no error code";
    if (attempt === 3) throw new Error(`${url}: three Lighthouse runs in a row saw no first paint (${code}).`);
    console.warn(`${url}: a run saw no first paint (${code}); measuring again.`);
  }
}

/** Lighthouse's own choice of the median run of several: the one whose first paint and interactive are middling. */
export const medianRun = (runs: Report[]): Report => computeMedianRun(runs);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Several runs of one page: each timing the median of its own values, the scores and bytes those of
 * Lighthouse's median run. That run's TBT can be any run's, not the middle one: it read 28 ms for a
 * page whose five runs spanned 18-363 ms.
 */
export function medianMetrics(runs: Report[]): PageMetrics {
  const each = runs.map(metricsOf);
  const middle = (metric: "fcp" | "lcp" | "tbt" | "cls") => median(each.map((metrics) => metrics[metric]));
  return {
    ...metricsOf(medianRun(runs)),
    fcp: middle("fcp"),
    lcp: middle("lcp"),
    tbt: middle("tbt"),
    cls: middle("cls"),
  };
}

export function metricsOf(report: Report): PageMetrics {
  const audit = (id: string) => report.audits[id] as Audit;
  const value = (id: string) => audit(id).numericValue ?? Infinity;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const requests = audit("network-requests").details?.items ?? [];
  const kb = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptKb: kb("Script"),
    firstPaintKb: kb("Document") + kb("Stylesheet"),
    imageKb: kb("Image"),
  };
}
