import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import { languagesManifest } from "../unit/fixtures/languages-site.ts";
import { contactMessage, sendRequest } from "./patient-requests.ts";
import { apiAs } from "./api-as.ts";

let service: RunningService;
const password = "correct horse battery";

test.beforeAll(async () => {
  // The sample site in English, Gujarati and Hindi, its About page's title already in Gujarati; patients'
  // requests come to the clinic's server, so the header has its Requests button too.
  const manifest = languagesManifest();
  manifest.site.requests = { receiver: "clinicServer" };
  service = await startService({ manifest, env: { FORMS_PROOF_DIFFICULTY: "200" } });
  service.addAccount("Asha Patel", password);
  service.addAccount("Dr Mehta", password, "publisher");
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

/** The header's controls that are drawn but not inside the window, and the page's name if it wraps. */
async function headerOutsideWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside = [...document.querySelectorAll(".ed-header-actions :is(button, a, select, input)")]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName);
    const name = document.querySelector("[class*='PuckHeader-title']");
    const lineHeight = name ? Number.parseFloat(getComputedStyle(name).lineHeight) || 24 : 0;
    const wraps = name !== null && name.getBoundingClientRect().height > lineHeight * 1.6;
    return wraps ? [...outside, `the page's name (${name.textContent})`] : outside;
  });
}

test("the header fits a laptop's window in every state: each control on screen, the page's name on one line", async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${service.editor}/edit/about`);
  await page.getByLabel("Name").fill("Asha Patel");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).waitFor({ timeout: 60_000 });
  const states: [string, () => Promise<void>][] = [
    ["nothing unpublished", async () => {}],
    [
      "unpublished changes, saved",
      async () => {
        await page.locator('[data-field="title"] input:visible').fill("About us, for the header's test");
        await expect(page.getByText("Saved for you on the server")).toBeVisible();
      },
    ],
    [
      "a colleague's publish to read of",
      async () => {
        const mehta = await apiAs(playwright, service, "Dr Mehta", password);
        const disk = (await mehta.get("/api/manifest")) as { text: string; hash: string };
        const manifest = JSON.parse(disk.text);
        manifest.site.name = "Sahaj Health Centre";
        expect((await mehta.send("POST", "/api/publish", { baseHash: disk.hash, manifest })).status).toBe(200);
        await expect(page.getByText("Dr Mehta published:")).toBeVisible({ timeout: 20_000 });
      },
    ],
    [
      "a patient's request waiting",
      async () => {
        const sent = await sendRequest(service.service, "192.0.2.7", { fields: contactMessage(1) });
        expect(sent.status).toBe(201);
        await expect(page.getByRole("button", { name: /^Requests\b.*\b1 new$/ })).toBeVisible({ timeout: 20_000 });
      },
    ],
    [
      "Publish at… open",
      async () => {
        await page.getByRole("button", { name: "Publish at…" }).click();
        await expect(page.getByLabel("Publish at")).toBeVisible();
      },
    ],
  ];
  for (const [state, reach] of states) {
    await reach();
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await headerOutsideWindow(page), `${state}, at ${width} px`).toEqual([]);
    }
  }
});

test("the header is whole at its first draw: no button comes with the server's news to move the others", async ({
  page,
}) => {
  expect((await sendRequest(service.service, "192.0.2.8", { fields: contactMessage(2) })).status).toBe(201);
  // The header's buttons at the moment "All pages" is first drawn, which a receptionist may tap at once.
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const allPages = [...document.querySelectorAll("button")].find((button) => button.textContent === "All pages");
      if (!allPages?.parentElement) return;
      const buttons = [...allPages.parentElement.querySelectorAll("button")].map((button) => button.textContent);
      document.documentElement.dataset.firstHeader = JSON.stringify(buttons);
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  // The editor asks for the server's news as it opens, then its poll asks again at once and every 4 s.
  let newsAnswered = 0;
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/activity") newsAnswered += 1;
  });
  await page.goto(`${service.editor}/edit/about`);
  await page.getByLabel("Name").fill("Asha Patel");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const requests = page.getByRole("button", { name: /^Requests\b.*\bnew$/ });
  await expect(requests).toBeVisible({ timeout: 60_000 });
  // The poll has answered since: the header is as the first draw had it.
  await expect.poll(() => newsAnswered, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const first = JSON.parse((await page.locator("html").getAttribute("data-first-header")) ?? "[]");
  const now = await page
    .getByRole("button", { name: "All pages" })
    .locator("xpath=..")
    .locator("button")
    .allTextContents();
  expect(first).toContain(await requests.textContent());
  expect(first).toEqual(now);
});
