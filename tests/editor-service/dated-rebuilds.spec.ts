import { expect, test } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { instantOfMoment, momentAt, type LocalMoment } from "../../src/dates/local-moment.ts";

// The wiring of the dated rebuilds, end to end: the service's own timers, its build as of the moment and
// the switch at it, on a clock running at real speed. The service's clock is started a few seconds before
// each moment (EDITOR_CLOCK_STARTS_AT), so the test waits seconds, not minutes; the edges of the moment
// are tested on a clock moved by hand (tests/unit/editor-service/service-clock.test.ts).
const zone = "Asia/Kolkata";
/** 14:00 and 15:00 on the clinic's clock, a month from today, so the moments are always ahead. */
const day = momentAt(new Date(Date.now() + 30 * 24 * 3_600_000), zone).slice(0, 10);
const first = `${day}T14:00` as LocalMoment;
const second = `${day}T15:00` as LocalMoment;
const instant = (moment: LocalMoment, seconds = 0) =>
  new Date(instantOfMoment(moment, zone).getTime() + seconds * 1000);

let service: RunningService;

test.beforeAll(async () => {
  const manifest = sampleManifest();
  manifest.site.timeZone = zone;
  manifest.site.notices = [
    { text: "The lift is being serviced this morning.", from: `${day}T08:00`, until: first },
    { text: "Parking is free this week.", from: `${day}T08:00`, until: second },
  ];
  service = await startService({ manifest, clockStartsAt: instant(first, -3_600) });
});

test.afterAll(async () => service?.stop());

const home = async (request: import("@playwright/test").APIRequestContext) =>
  (await request.get(`${service.website}/`)).text();

test("a notice ends on the live site by itself, with no publish and no commit; a stopped service catches up", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const commits = service.copy.gitLog().length;
  expect(await home(request)).toContain("The lift is being serviced this morning.");
  expect(await home(request)).toContain("Parking is free this week.");

  // Twenty seconds before the first notice ends (the service takes a few to start), nobody publishing:
  // it is gone once its moment has come.
  await service.restartEditor("stop", instant(first, -20));
  expect(await home(request)).toContain("The lift is being serviced this morning.");
  await expect
    .poll(async () => (await home(request)).includes("The lift is being serviced"), {
      timeout: 90_000,
      intervals: [1_000],
    })
    .toBe(false);
  expect(await home(request)).toContain("Parking is free this week.");
  expect(service.copy.gitLog()).toHaveLength(commits);
  expect(service.output()).toContain(`the site changed by itself as of ${first}`);

  // Down over the second notice's end: the site catches up as the service starts again.
  await service.restartEditor("stop", instant(second, 2));
  await expect
    .poll(async () => (await home(request)).includes("Parking is free this week."), {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe(false);
  expect(service.copy.gitLog()).toHaveLength(commits);
});
