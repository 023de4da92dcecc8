/** The performance budgets of docs/budgets.md (keep the two in step), measured by `npm run bench`. */
export const benchRoutes = ["/", "/services/physiotherapy", "/services/physiotherapy/pemf", "/gallery", "/contact"];

/** Lighthouse's mobile CPU slowdown, and a slower phone's. */
export const cpuSlowdowns = [4, 6] as const;

export const budgets = {
  categoryScore: 100,
  lcpMs: 1500,
  /** Total Blocking Time at each CPU slowdown of cpuSlowdowns. */
  tbtMs: { 4: 50, 6: 100 },
  cls: 0.02,
  /** JavaScript on any page without an island (an interactive block), in bytes. */
  staticPageScriptBytes: 0,
  /**
   * A page's HTML with its inlined first-paint CSS, compressed: what fits the first round trip (14 KB)
   * with room for a notice or a holiday more. Judged on every page, as built and at each coming change.
   */
  firstPaintKb: 13,
  /** The script any page loads before the visitor touches it (scrolled to the end), compressed. */
  scriptBeforeUseKb: 80,
};

/** The clinic's server receiving patients' requests (`npm run bench:requests`), on this 2-core machine. */
export const requestBudgets = {
  /** Requests kept and answered per second, with 20 patients sending at once. */
  perSecond: 200,
  /** The 95th-percentile time from sending a request to its answer "received". */
  p95Ms: 150,
};
