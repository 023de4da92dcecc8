import { expect, test } from "../support/reused-page.ts";
import { manifest } from "./support.ts";

// The sample site is built as of 30 Oct 2026, 10:00 at the clinic (scripts/test/builds.ts). Its
// Diwali notice runs from 28 Oct to 11 Nov; of the gym's two, one ended at 9:00 that morning and one
// starts on 7 Nov; the appointments page holds a notice block from 26 Oct to 11 Nov.
const [diwali, gymRepairs, zumba] = manifest.site.notices!;

test("the site's notice on now is the first thing of every page's content, named for screen readers", async ({
  page,
}) => {
  expect([diwali.from, diwali.until, diwali.level]).toEqual(["2026-10-28T09:00", "2026-11-11T00:00", "important"]);
  for (const path of ["/", "/about", "/services/physiotherapy/pemf", "/doctors/sample-id"]) {
    await page.goto(path);
    const notice = page.getByRole("region", { name: "Important notice" });
    await expect(notice, path).toHaveText(
      "Important notice: Closed for Diwali, 8–10 Nov. In an emergency, call the number on our contact page. Contact us",
    );
    await expect(notice.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(page.locator("main > *").first().locator(".notice").first(), path).toHaveClass(/notice--important/);
  }
});

test("a notice shows only inside its window, and only under its pages", async ({ page }) => {
  expect([gymRepairs.pages, gymRepairs.from, zumba.pages, zumba.until]).toEqual([
    "/services/gym",
    "2026-11-07T00:00",
    "/services/gym",
    "2026-10-30T09:00",
  ]);
  await page.goto("/services/gym");
  await expect(page.getByRole("region", { name: /notice/i })).toHaveCount(1);
  await expect(page.locator("main")).not.toContainText("floor is repaired");
  await expect(page.locator("main")).not.toContainText("Zumba batches start");
});

test("a notice block shows where it is placed", async ({ page }) => {
  await page.goto("/appointments");
  const notices = page.getByRole("region", { name: "Notice", exact: true });
  await expect(notices).toHaveText("Requests sent during Diwali week are answered from 11 Nov.");
  // Under the page's banner, as site.json places it, not at the top with the site's notices.
  const banner = await page.locator("section.page-banner").boundingBox();
  const block = await notices.boundingBox();
  expect(block!.y).toBeGreaterThan(banner!.y + banner!.height - 1);
});
