import { expect, type Page } from "@playwright/test";

/** Changes the banner's title of the open page and waits until the server keeps the change. */
export async function retitleBanner(page: Page, from: string, to: string) {
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  // A click on the canvas just drawn can come before Puck listens to it: clicked again until selected.
  await expect(async () => {
    await page.frameLocator("iframe").getByText(from, { exact: true }).first().click();
    await expect(title).toHaveValue(from, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await title.fill(to);
  await expect(page.getByText("Saved for you on the server")).toBeVisible();
}
