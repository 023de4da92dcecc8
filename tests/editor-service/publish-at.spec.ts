import { expect, test, type Page } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import { instantOfMoment, momentAt } from "../../src/dates/local-moment.ts";

// "Publish at" on the real clock: the change goes live at a whole minute a little ahead, as its
// author; a change scheduled where site.json changed meanwhile is refused, with its reason.
let service: RunningService;
const password = "correct horse battery";
const zone = "Asia/Kolkata";

test.beforeAll(async () => {
  service = await startService();
  service.addAccount("Asha Patel", password);
  service.addAccount("Ravi Shah", password);
});

test.afterAll(async () => service?.stop());

async function signIn(page: Page, name: string) {
  await page.goto(`${service.editor}/edit/about`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).waitFor({ timeout: 60_000 });
}

async function scheduleAt(page: Page, moment: string) {
  await page.getByRole("button", { name: "Publish at…" }).click();
  await page.getByLabel("Publish at").fill(moment);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText(/^Scheduled\./)).toBeVisible({ timeout: 60_000 });
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"] :is(input, textarea):visible`).first();

async function openHistory(page: Page) {
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: /^History/ }).click();
  return page.locator(".ed-scheduled");
}

test("a change goes live at its time as its author; one that clashes is refused; a restart keeps them", async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  // A whole minute about two and a half minutes ahead: time for the steps below and a restart.
  const minute = momentAt(new Date(Date.now() + 150_000), zone);
  const goesLive = new Date(instantOfMoment(minute, zone).getTime() + 60_000);
  const at = momentAt(goesLive, zone);
  const later = momentAt(new Date(Date.now() + 3_600_000), zone);

  await signIn(page, "Asha Patel");
  // Asha schedules a new page title, then a new description, and a third change an hour ahead.
  await field(page, "title").fill("About the Sahaj Centre");
  await scheduleAt(page, at);
  await expect(page.getByText("All changes published")).toBeVisible();
  await field(page, "description").fill("Seventeen years of care in Gandhinagar.");
  await scheduleAt(page, at);
  await field(page, "heading").fill("Who we are");
  await scheduleAt(page, later);
  const commits = service.copy.gitLog().length;
  expect(await (await request.get(`${service.website}/about`)).text()).not.toContain("About the Sahaj Centre");

  // Meanwhile Ravi publishes another description at once: the same place as Asha's second change.
  const ravi = await page.context().browser()!.newPage({ ignoreHTTPSErrors: true });
  await signIn(ravi, "Ravi Shah");
  await field(ravi, "description").fill("Physiotherapy, fitness and skin care, since 2009.");
  await ravi.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(ravi.getByText("Published. The website shows your change now.")).toBeVisible({ timeout: 60_000 });
  await ravi.close();

  // A restart keeps all three.
  await service.restartEditor("stop");
  await page.reload();
  await page.getByRole("button", { name: "Publish", exact: true }).waitFor({ timeout: 60_000 });
  const scheduled = await openHistory(page);
  await expect(scheduled.locator(".ed-scheduled__change")).toHaveCount(3);
  await expect(scheduled).toContainText(`Goes live on ${later.replace("T", " at ")} · scheduled by Asha Patel`);

  // At its time: the title is live, as a commit by Asha; the description is refused, with why.
  await expect
    .poll(
      async () => (await (await request.get(`${service.website}/about`)).text()).includes("About the Sahaj Centre"),
      {
        timeout: goesLive.getTime() - Date.now() + 90_000,
        intervals: [2_000],
      },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());
  const log = service.copy.gitLog();
  expect(log.length).toBe(commits + 2);
  expect(log[0]).toEqual({
    author: "Asha Patel",
    subject: "About the Sahaj Centre › Page title: “About Us” → “About the Sahaj Centre”",
  });
  expect(await (await request.get(`${service.website}/about`)).text()).toContain(
    "Physiotherapy, fitness and skin care, since 2009.",
  );
  // History is still open: read again, it lists what is left.
  await page.reload();
  const after = page.locator(".ed-scheduled");
  await expect(after.locator(".ed-scheduled__change")).toHaveCount(2);
  await expect(after).toContainText("Not published: site.json was changed after it was scheduled, in the same places");

  // Its author is told as the editor opens.
  await page.goto(`${service.editor}/edit/about`);
  await expect(
    page.getByText(/^Your change “About Us › Page description: .* was not published: site.json was changed/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await openHistory(page);

  // The one an hour ahead is cancelled: it never goes live.
  const hourAhead = after.locator(".ed-scheduled__change").filter({ hasText: "Who we are" });
  await hourAhead.getByRole("button", { name: "Cancel it" }).click();
  await expect(after.getByText(/is cancelled: it will not go live/)).toBeVisible();
  await expect(after.locator(".ed-scheduled__change")).toHaveCount(1);
  expect(service.copy.gitLog().length).toBe(commits + 2);
});
