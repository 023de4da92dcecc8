import { expect, test } from "../support/reused-page.ts";
import { manifest, waitForHydration } from "./support.ts";

// The sample site is built as of 30 Oct 2026, 10:00 at the clinic (scripts/test/builds.ts): Diwali
// (8–10 Nov) and the gym's repairs (14 Nov) are within 30 days, Gandhi Jayanti (2 Oct) is over and
// Uttarayan (14 Jan) is further ahead.
const hours = (name: string) => manifest.site.openingHours!.find((entry) => entry.name === name)!;

test("the timings show each entry's holidays and special hours within 30 days, and none that has ended", async ({
  page,
}) => {
  await page.goto("/");
  const card = (name: string) =>
    page.locator("section.timings article").filter({ has: page.getByRole("heading", { name }) });
  // Under each card's h3, a heading of their own that a screen reader finds, then one line each.
  const list = (name: string) =>
    card(name)
      .locator(".special-hours")
      .filter({ has: page.getByRole("heading", { name: "Holidays and special hours", level: 4 }) })
      .getByRole("listitem");
  expect(hours("Physiotherapy").exceptions!.map((special) => special.label)).toEqual([
    "Gandhi Jayanti",
    "Diwali",
    "Uttarayan",
  ]);
  await expect(list("Physiotherapy")).toHaveText(["Diwali, Sun 8 Nov – Tue 10 Nov: Closed"]);
  await expect(list("Skin, Laser and Weight Loss")).toHaveText(["Diwali, Sun 8 Nov – Tue 10 Nov: Closed"]);
  await expect(list("Gym")).toHaveText(["Floor repairs, Sat 14 Nov: Morning, unisex 6:00 AM - 10:30 AM"]);
  await expect(card("Physiotherapy").locator("time").first()).toHaveAttribute("datetime", "2026-11-08");
});

test("a doctor's schedule shows the days the doctor is away", async ({ page }) => {
  await page.goto("/doctors/sample-id");
  const special = page
    .locator(".special-hours")
    .filter({ has: page.getByRole("heading", { name: "Holidays and special hours" }) });
  await expect(special.getByRole("listitem")).toHaveText([
    "Doctor away at a conference, Mon 2 Nov – Fri 6 Nov: No visits",
  ]);
});

test("the home page tells search engines the special hours still to come", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]) as {
    department: { name: string; specialOpeningHoursSpecification?: unknown[] }[];
  };
  const physiotherapy = data.department.find((department) => department.name === "Physiotherapy")!;
  expect(physiotherapy.specialOpeningHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-11-08",
      validThrough: "2026-11-10",
      opens: "00:00",
      closes: "00:00",
    },
    {
      "@type": "OpeningHoursSpecification",
      validFrom: "2027-01-14",
      validThrough: "2027-01-15",
      opens: "00:00",
      closes: "00:00",
    },
  ]);
});

test("the appointment calendar does not offer the days closed for a holiday, and its hint names them", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 9, 30, 10, 0, 0));
  await page.goto("/appointments");
  await waitForHydration(page);
  const form = page.locator("form.appointment-form[data-ready='true']");
  await expect(form.getByText("Closed Sun 8 Nov – Tue 10 Nov (Diwali).")).toBeVisible();
  await form.getByRole("textbox", { name: "Preferred Date" }).click();
  const calendar = page.locator(".react-datepicker");
  await page.getByRole("button", { name: "Next Month" }).click();
  await expect(calendar.locator(".react-datepicker__current-month")).toHaveText("November 2026");
  const day = (n: number) =>
    calendar.locator(
      `.react-datepicker__day--0${String(n).padStart(2, "0")}:not(.react-datepicker__day--outside-month)`,
    );
  for (const closed of [8, 9, 10]) await expect(day(closed)).toHaveAttribute("aria-disabled", "true");
  for (const open of [7, 11, 15]) await expect(day(open)).toHaveAttribute("aria-disabled", "false");
  await day(9).click({ force: true });
  await expect(form.getByRole("textbox", { name: "Preferred Date" })).toHaveValue("");
});
