import { test as base, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * A `test` whose `page` is one browser tab per worker, reused from test to test. A new tab costs a
 * renderer process and a cold compile of the site's script: about a second of a test that takes two.
 * Each test still starts with its own `page.goto`; between tests the tab loses everything a test can
 * leave behind (routes, listeners, cookies, storage, media and viewport emulation). What cannot be
 * taken back (a fake clock, an init script) or a failed test throws the tab away; a test with other
 * context options gets a tab of its own. Tests that each fix the date first (`fixedTime`) share
 * tabs whose date is fixed.
 */
type ContextOptionName = (typeof contextOptionNames)[number];
type ContextOptions = Pick<BrowserContextOptions, ContextOptionName>;

const contextOptionNames = [
  "baseURL",
  "viewport",
  "timezoneId",
  "locale",
  "javaScriptEnabled",
  "colorScheme",
  "reducedMotion",
  "isMobile",
  "hasTouch",
  "ignoreHTTPSErrors",
] as const;

interface WorkerTab {
  options: ContextOptions;
  page?: Page;
  /** The tab's test used something that stays with the tab for good. */
  spoilt?: boolean;
  /** Date in the tab is fixed (page.clock.setFixedTime), which only another fixed time replaces. */
  fixedTime?: boolean;
  /** The running test sets its own fixed time before it opens a page (the fixedTime option). */
  testFixesTime?: boolean;
}

/**
 * Marks the tab spoilt when a test calls one of these, which no later call can undo; a fixed time
 * set by a test that says it fixes the time is kept for the next such test, which sets its own.
 */
function watchForLastingChanges(tab: WorkerTab, page: Page) {
  const lasting: [object, string[]][] = [
    [page.clock, ["install", "setFixedTime", "setSystemTime", "pauseAt", "fastForward", "runFor"]],
    [page, ["addInitScript", "exposeFunction", "exposeBinding"]],
    [page.context(), ["addInitScript", "exposeFunction", "exposeBinding"]],
  ];
  for (const [target, methods] of lasting)
    for (const method of methods) {
      const record = target as Record<string, (...args: unknown[]) => unknown>;
      const original = record[method].bind(target);
      record[method] = (...args: unknown[]) => {
        if (method === "setFixedTime" && tab.testFixesTime) tab.fixedTime = true;
        else tab.spoilt = true;
        return original(...args);
      };
    }
}

const sameOptions = (a: ContextOptions, b: ContextOptions) =>
  contextOptionNames.every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));

async function openTab(browser: Browser, options: ContextOptions) {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** Takes back what a passed test may have changed, so that the next test finds a tab like a new one. */
async function clearTab(page: Page, options: ContextOptions) {
  const context = page.context();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  // null, not undefined: undefined would leave a test's own emulation (reduced motion) in place.
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? null,
    reducedMotion: options.reducedMotion ?? null,
  });
  if (options.viewport) await page.setViewportSize(options.viewport);
  // A page with unsaved work asks before it is left (the editor does): the reset leaves all the same.
  page.on("dialog", (dialog) => void dialog.accept().catch(() => {}));
  // The site's origin and the one the test ended on (the editor's has no baseURL). A plain file there
  // lets its storage be emptied without running the site again.
  const origins = new Set(
    [options.baseURL, page.url()].flatMap((url) => (url?.startsWith("http") ? [new URL(url).origin] : [])),
  );
  for (const origin of origins) {
    await page.goto(new URL("/favicon.svg", origin).href);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto("about:blank");
  page.removeAllListeners("dialog");
}

export const test = base.extend<{ fixedTime: boolean }, { workerTab: WorkerTab }>({
  // `test.use({ fixedTime: true })`: every test here calls page.clock.setFixedTime before page.goto.
  fixedTime: [false, { option: true }],
  workerTab: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const tab: WorkerTab = { options: {} };
      await use(tab);
      await tab.page?.context().close();
    },
    { scope: "worker" },
  ],
  page: async (
    {
      browser,
      workerTab,
      fixedTime,
      baseURL,
      viewport,
      timezoneId,
      locale,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      isMobile,
      hasTouch,
      ignoreHTTPSErrors,
    },
    use,
    testInfo,
  ) => {
    const options: ContextOptions = {
      baseURL,
      viewport,
      timezoneId,
      locale,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      isMobile,
      hasTouch,
      ignoreHTTPSErrors,
    };
    // A test that does not fix the time itself must not find the last test's fixed time.
    if (workerTab.page && (!sameOptions(workerTab.options, options) || (workerTab.fixedTime && !fixedTime))) {
      await workerTab.page.context().close();
      workerTab.page = undefined;
    }
    workerTab.options = options;
    if (!workerTab.page) {
      workerTab.page = await openTab(browser, options);
      workerTab.spoilt = false;
      workerTab.fixedTime = false;
      watchForLastingChanges(workerTab, workerTab.page);
    }
    workerTab.testFixesTime = fixedTime;
    const page = workerTab.page;
    await use(page);
    const passed = testInfo.status === testInfo.expectedStatus;
    // A tab that cannot be cleared (its last page would not let go) is replaced like a spoilt one.
    const cleared =
      passed &&
      !workerTab.spoilt &&
      !page.isClosed() &&
      (await clearTab(page, options).then(
        () => true,
        () => false,
      ));
    if (!cleared) {
      await page.context().close();
      workerTab.page = undefined;
    }
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

export { expect } from "@playwright/test";
