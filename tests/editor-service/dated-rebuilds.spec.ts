import { expect, test } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { instantOfMoment, momentAt } from "../../src/dates/local-moment.ts";

// Real waits on the real clock, no mocked time: notices end at the next whole minutes, as staff write them.
const zone = "Asia/Kolkata";
/** The first whole minute on the clinic's clock at least `seconds` from now, as a moment and an instant. */
function wholeMinuteAfter(seconds: number): { moment: string; instant: Date } {
  const minute = momentAt(new Date(Date.now() + seconds * 1000), zone);
  const instant = new Date(instantOfMoment(minute, zone).getTime() + 60_000);
  return { moment: momentAt(instant, zone), instant };
}

let service: RunningService;
const first = wholeMinuteAfter(45);
const second = { moment: momentAt(new Date(first.instant.getTime() + 60_000), zone) };
const earlier = momentAt(new Date(Date.now() - 3_600_000), zone);

test.beforeAll(async () => {
  const manifest = sampleManifest();
  manifest.site.timeZone = zone;
  manifest.site.notices = [
    { text: "The lift is being serviced this morning.", from: earlier, until: first.moment },
    { text: "Parking is free this week.", from: earlier, until: second.moment },
  ];
  service = await startService({ manifest });
});

test.afterAll(async () => service?.stop());

const home = async (request: import("@playwright/test").APIRequestContext) =>
  (await request.get(`${service.website}/`)).text();

test("a notice ends on the live site by itself, with no publish and no commit; a stopped service catches up", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const commits = service.copy.gitLog().length;
  expect(await home(request)).toContain("The lift is being serviced this morning.");
  expect(await home(request)).toContain("Parking is free this week.");

  // Within a minute of its end, nobody publishing.
  await expect
    .poll(async () => (await home(request)).includes("The lift is being serviced"), {
      timeout: first.instant.getTime() - Date.now() + 60_000,
      intervals: [2_000],
    })
    .toBe(false);
  expect(Date.now()).toBeGreaterThanOrEqual(first.instant.getTime());
  expect(await home(request)).toContain("Parking is free this week.");
  expect(service.copy.gitLog()).toHaveLength(commits);
  expect(service.output()).toContain(`the site changed by itself as of ${first.moment}`);

  // Down over the second notice's end: the site catches up as the service starts again.
  const secondEnds = instantOfMoment(second.moment, zone);
  await service.restartEditor("stop", new Date(secondEnds.getTime() + 2_000));
  await expect
    .poll(async () => (await home(request)).includes("Parking is free this week."), {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe(false);
  expect(service.copy.gitLog()).toHaveLength(commits);
});
