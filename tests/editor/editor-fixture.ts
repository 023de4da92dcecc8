import { spawn, type ChildProcess } from "node:child_process";
import { test as base, expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { copyProject, type ProjectCopy } from "./project-copy.ts";

export interface RunningEditor {
  /** e.g. http://localhost:5191/ */
  url: string;
  copy: ProjectCopy;
}

// One port per Playwright worker: 5191 on their own; beside E2E_PORT (+1000) under `npm test`, so
// that two people running the whole suite on one machine, each with their own E2E_PORT, never collide.
const firstPort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1000 : 5191;

function startEditor(copy: ProjectCopy, port: number): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/edit.ts"], { cwd: copy.root, env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`npm run edit did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Editor running at (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve({ process: child, url: address });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run edit exited with ${code}:\n${output}`));
    });
  });
}

export const test = base.extend<{ editor: RunningEditor }>({
  editor: async ({}, use, testInfo) => {
    const copy = copyProject("editor-ui");
    const started = await startEditor(copy, firstPort + testInfo.parallelIndex);
    try {
      await use({ url: started.url, copy });
    } finally {
      started.process.kill("SIGTERM");
      copy.remove();
    }
  },
});

export { expect };

/** Opens the editor on a page of the site and waits until the canvas shows it. */
export async function openEditor(page: Page, editor: RunningEditor, routePath: string): Promise<FrameLocator> {
  await page.goto(new URL(`edit${routePath}`, editor.url).href);
  const canvas = page.frameLocator("#preview-frame");
  await expect(canvas.locator("[data-puck-component]").first()).toBeVisible({ timeout: 60_000 });
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

/** Selects the block at this place on the page by clicking it in the canvas. */
export async function selectBlock(page: Page, canvas: FrameLocator, index: number): Promise<void> {
  await canvas.locator("[data-puck-component]").nth(index).click();
  await expect(page.locator("[class*='_SidebarSection-breadcrumbs_']").filter({ visible: true }).first()).toBeVisible();
}
