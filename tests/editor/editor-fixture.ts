import type { FrameLocator, Locator, Page } from "@playwright/test";
import { test as base, expect } from "../support/reused-page.ts";
import { copySite, type SiteCopy } from "../support/site-copy.ts";
import { suitePort } from "../support/suite-shard.ts";
import { startEditorProcess } from "./editor-process.ts";

export interface RunningEditor {
  /** e.g. http://localhost:5191/ */
  url: string;
  copy: SiteCopy;
}

// One port per Playwright worker from here on (E2E_PORT + 1040 under `npm test`, beside the requests suite's +1000).
const firstPort = suitePort(1040, 5191);

/**
 * One editor per worker, on one copy of the sample site: starting `npm run edit` and letting Vite
 * prepare the editor's modules is most of a test's time. The editor keeps nothing of a site between
 * requests (it reads site.json and public/ each time), so each test gets the copy back exactly as it
 * was copied, with every file a test wrote or uploaded removed; the browser tab is reused as in the
 * site suites (tests/support/reused-page.ts), its storage (the editor's unpublished drafts) emptied.
 */
export const test = base.extend<{ editor: RunningEditor }, { workerEditor: RunningEditor }>({
  workerEditor: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const copy = copySite({ label: "editor-ui" });
      const editor = await startEditorProcess(copy, { port: firstPort + workerInfo.parallelIndex });
      try {
        await use({ url: editor.url, copy });
      } finally {
        await editor.stop();
        copy.remove();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  editor: async ({ workerEditor }, use) => {
    workerEditor.copy.restore();
    await use(workerEditor);
  },
});

export { expect };

/**
 * Opens the editor on a page of the site and waits until the canvas shows it whole: each block's code
 * loads when a page first shows it, and until then the block is a note that it is loading.
 */
export async function openEditor(page: Page, editor: RunningEditor, routePath: string): Promise<FrameLocator> {
  await page.goto(new URL(`edit${routePath}`, editor.url).href);
  const canvas = page.frameLocator("#preview-frame");
  await expect(canvas.locator("[data-puck-component]").first()).toBeVisible({ timeout: 60_000 });
  await expect(canvas.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 60_000 });
  return canvas;
}

/** The fields panel on the right (Puck also keeps a hidden copy for narrow screens). */
export function fieldsPanel(page: Page): Locator {
  return page.locator("[class*='_PuckFields_']").filter({ visible: true }).first();
}

/** A field of the selected block or page, by its label, in the visible fields panel. */
export function field(page: Page, label: string): Locator {
  return fieldsPanel(page).getByLabel(label, { exact: true });
}

/**
 * A button of the selected block's action bar in the canvas. While Puck moves the selection from one
 * block to another both blocks can show their bar for a moment: this waits until one does.
 */
export async function selectedBlockButton(canvas: FrameLocator, name: string): Promise<Locator> {
  const button = canvas.getByRole("button", { name, exact: true });
  await expect(button).toHaveCount(1);
  return button;
}

/** Selects the block at this place on the page by clicking it in the canvas. */
export async function selectBlock(page: Page, canvas: FrameLocator, index: number): Promise<void> {
  await canvas.locator("[data-puck-component]").nth(index).click();
  await expect(page.locator("[class*='_SidebarSection-breadcrumbs_']").filter({ visible: true }).first()).toBeVisible();
}
