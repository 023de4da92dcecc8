import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import { languagesManifest } from "../unit/fixtures/languages-site.ts";

let service: RunningService;
const password = "correct horse battery";

test.beforeAll(async () => {
  // The sample site in English, Gujarati and Hindi, its About page's title already in Gujarati.
  service = await startService({ manifest: languagesManifest() });
  service.addAccount("Asha Patel", password);
});

test.afterAll(async () => service?.stop());

test("a translation published on the server changes one line, shows live in Gujarati, History names it", async ({
  page,
  request,
}) => {
  await page.goto(`${service.editor}/edit/about`);
  await page.getByLabel("Name").fill("Asha Patel");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).waitFor({ timeout: 60_000 });

  await page.getByLabel("Editing texts in").selectOption("gu");
  const title = page.locator('[data-field="title"] input:visible');
  await expect(title).toHaveValue("અમારા વિશે");
  await title.fill("અમારા વિશે: સહજ");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The website shows your change now.")).toBeVisible({ timeout: 60_000 });

  const live = await request.get(`${service.website}/gu/about`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("<title>અમારા વિશે: સહજ");
  const subject = "About Us › Page title (ગુજરાતી): “અમારા વિશે” → “અમારા વિશે: સહજ”";
  expect(service.copy.gitLog()[0]).toEqual({ author: "Asha Patel", subject });
  const changed = execFileSync("git", ["show", "--format=", "--no-color", "HEAD", "--", "site.json"], {
    cwd: service.copy.dir,
    encoding: "utf8",
  })
    .split("\n")
    .filter((line) => /^[-+](?![-+])/.test(line));
  expect(changed).toEqual(['-        "gu": "અમારા વિશે",', '+        "gu": "અમારા વિશે: સહજ",']);

  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: /^History/ }).click();
  await expect(page.locator(".ed-history__version").first()).toContainText(subject);
});
