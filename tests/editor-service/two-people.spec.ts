import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { retitleBanner } from "./banner-title.ts";
import { startService, type RunningService } from "./service-fixture.ts";

let service: RunningService;
const password = "correct horse battery";

test.beforeAll(async () => {
  service = await startService();
  service.addAccount("Asha Patel", password);
  service.addAccount("Dr Mehta", password, "publisher");
});

test.afterAll(async () => service?.stop());

/** A person of their own browser (their own cookies), signed in, with the editor open at `path`. */
async function personAt(browser: Browser, name: string, path: string): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${service.editor}${path}`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  expect(errors, `script errors while ${name}'s editor opened`).toEqual([]);
  return page;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The website shows your change now.")).toBeVisible({ timeout: 60_000 });
}

async function live(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${service.website}${path}`, { timeout: 10_000 });
  return response.ok() ? response.text() : "";
}

test("two people edit at once: each learns of the other's publish, keeps their work, publishes it as theirs", async ({
  browser,
  request,
}) => {
  const asha = await personAt(browser, "Asha Patel", "/edit/contact");
  await retitleBanner(asha, "Contact Us", "Write to us");
  const mehta = await personAt(browser, "Dr Mehta", "/edit/about");

  await asha.getByRole("button", { name: "All pages" }).click();
  await expect(asha.locator(".ed-pages__row", { hasText: "/about" })).toContainText("Dr Mehta is editing it now");

  await retitleBanner(mehta, "About Sahaj", "About the Sahaj Centre");
  await publish(mehta);
  const mehtaTitle = "About Us › Page banner › Title: “About Sahaj” → “About the Sahaj Centre”";
  await expect(
    asha.getByText(`Dr Mehta published: ${mehtaTitle}. Your unpublished changes are kept on top of it.`),
  ).toBeVisible({ timeout: 15_000 });

  await asha.reload();
  await expect(asha.getByText(/^Your unpublished changes from last time are back/)).toBeVisible();
  await expect(asha.getByText("Not on the website yet: Contact Us › Page banner › Title")).toBeVisible();
  await publish(asha);
  expect(await live(request, "/contact")).toContain("Write to us");
  expect(await live(request, "/about")).toContain("About the Sahaj Centre");
  expect(service.copy.gitLog().slice(0, 2)).toEqual([
    { author: "Asha Patel", subject: "Contact Us › Page banner › Title: “Contact Us” → “Write to us”" },
    { author: "Dr Mehta", subject: mehtaTitle },
  ]);

  // Both change one title: the second is asked, in words, and keeps theirs.
  await asha.goto(`${service.editor}/edit/about`);
  await retitleBanner(asha, "About the Sahaj Centre", "About our centre");
  await retitleBanner(mehta, "About the Sahaj Centre", "About Sahaj, since 2009");
  await publish(mehta);
  const asked = asha.getByRole("dialog", { name: "Dr Mehta changed a field you changed too" });
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await expect(asked).toContainText("Page “About Us” (/about) › block 1, Page banner › Title");
  await expect(asked).toContainText("Dr Mehta wrote “About Sahaj, since 2009”; you wrote “About our centre”.");
  await expect(asha.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  await asked.getByLabel("Keep theirs: “About Sahaj, since 2009”").check();
  await asked.getByRole("button", { name: "Use these choices" }).click();
  await expect(asked).toBeHidden();
  await expect(asha.getByText("All changes published")).toBeVisible();
  expect(await live(request, "/about")).toContain("About Sahaj, since 2009");
  expect(service.copy.gitLog()[0]).toMatchObject({ author: "Dr Mehta" });
});

test("a restart signs no one out and loses no draft, nor does a crash; a request while it starts is answered", async ({
  browser,
  request,
}) => {
  const asha = await personAt(browser, "Asha Patel", "/edit/contact");
  // The banner's title as this person's editor shows it: this test does not lean on how the one before ended.
  const banner = asha.frameLocator("iframe").locator("[data-puck-component]").first();
  await retitleBanner(asha, (await banner.getByRole("heading").first().innerText()).trim(), "Write to the clinic");

  await service.restartEditor("stop");
  await asha.reload();
  await expect(asha.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(asha.getByRole("textbox", { name: "Title", exact: true })).toHaveCount(0);
  await asha.frameLocator("iframe").getByText("Write to the clinic", { exact: true }).first().click();
  await expect(asha.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Write to the clinic");

  // Killed: the page left open keeps working once the service is back, without a reload.
  const restarting = service.restartEditor("kill");
  const answers: number[] = [];
  let done = false;
  void restarting.finally(() => (done = true));
  while (!done) {
    const response = await request.get(`${service.editor}/api/activity`, { timeout: 10_000 });
    answers.push(response.status());
    if (response.status() === 503) expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await restarting;
  // nginx answers 502 while nothing listens; the service answers (503, or 401 without a session) from its first
  // moment. Its 503 while it prepares lasts well under a second here (the editor page is built already): a unit
  // test (starting-answer.test.ts) holds it open to look at it.
  expect(
    answers.every((status) => [502, 503, 401].includes(status)),
    answers.join(" "),
  ).toBe(true);
  await retitleBanner(asha, "Write to the clinic", "Write to us today");
  await publish(asha);
  expect(await live(request, "/contact")).toContain("Write to us today");
});
