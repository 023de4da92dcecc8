import { expect, test, type Page } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import { instantOfMoment, momentAt, type LocalMoment } from "../../src/dates/local-moment.ts";

// "Publish at" end to end: the change goes live at its time as its author; a change scheduled where
// site.json changed meanwhile is refused, with its reason. The service's clock starts an hour before
// that time, and after a restart a few seconds before it (EDITOR_CLOCK_STARTS_AT), running at real
// speed; the edges of the moment are tested on a clock moved by hand (tests/unit/editor-service/service-clock.test.ts).
let service: RunningService;
const password = "correct horse battery";
const zone = "Asia/Kolkata";
/** 14:00 on the clinic's clock a month from today, so the browser's calendar takes it too. */
const day = momentAt(new Date(Date.now() + 30 * 24 * 3_600_000), zone).slice(0, 10);
const at = `${day}T14:00` as LocalMoment;
const later = `${day}T15:00` as LocalMoment;
const goesLive = instantOfMoment(at, zone);

test.beforeAll(async () => {
  service = await startService({ clockStartsAt: new Date(goesLive.getTime() - 3_600_000) });
  service.addAccount("Asha Patel", password);
  service.addAccount("Ravi Shah", password, "publisher");
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
  test.setTimeout(300_000);

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
  await service.restartEditor("stop", new Date(goesLive.getTime() - 1_800_000));
  await page.reload();
  await page.getByRole("button", { name: "Publish", exact: true }).waitFor({ timeout: 60_000 });
  const scheduled = await openHistory(page);
  await expect(scheduled.locator(".ed-scheduled__change")).toHaveCount(3);
  await expect(scheduled).toContainText(`Goes live on ${later.replace("T", " at ")} · scheduled by Asha Patel`);
  await service.restartEditor("stop", new Date(goesLive.getTime() - 5_000));

  // Started again a few seconds before their time (or down across it, on a slow machine), at its time:
  // the title is live, as a commit by Asha; the description is refused, with why.
  await expect
    .poll(
      async () => (await (await request.get(`${service.website}/about`)).text()).includes("About the Sahaj Centre"),
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
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
