import { expect, test } from "../support/reused-page.ts";
import type { DoctorCard } from "../../src/manifest/site-manifest.generated.ts";
import schema from "../../schema/site.schema.json" with { type: "json" };
import {
  blockOn,
  blocksOf,
  distinctInOrder,
  expectNoAxeViolations,
  manifest,
  waitForHydration,
  watchForErrors,
} from "./support.ts";

const directory = blockOn("/doctors", "doctorDirectory");
const profile = blockOn("/doctors/:doctorId", "doctorProfile");
const profileRoute = manifest.routes.find((route) => route.path === "/doctors/:doctorId");

const categorySchema = schema.definitions.doctorDirectoryBlock.properties.doctors.items.properties.category;
// The filter button's words: site.json's label for the category, or the category itself.
const categoryLabel = (category: DoctorCard["category"]) => directory.categoryLabels?.[category] ?? category;
const categories = distinctInOrder(directory.doctors.map((doctor) => doctor.category));

test("site.json lists 12 sample doctors across every category, each linking to /doctors/doctor-details", () => {
  expect(directory.doctors).toHaveLength(12);
  expect([...categories].sort()).toEqual([...categorySchema.enum].sort());
  for (const doctor of directory.doctors) expect(doctor.href).toBe("/doctors/doctor-details");
});

test.describe("/doctors", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/doctors");
    await waitForHydration(page);
  });

  test("keeps its banner and shows each doctor's card: photo, department, name, designation, text and links", async ({
    page,
  }) => {
    const banner = blockOn("/doctors", "pageBanner");
    await expect(page.locator(".page-banner").getByRole("heading", { name: banner.title })).toBeVisible();
    const cards = page.locator(".doctor-card");
    await expect(cards).toHaveCount(directory.doctors.length);
    for (const [i, doctor] of directory.doctors.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(doctor.name);
      await expect(card.getByText(doctor.department, { exact: true })).toBeVisible();
      await expect(card.getByText(doctor.designation, { exact: true })).toBeVisible();
      await expect(card.getByText(doctor.description)).toBeVisible();
      await expect(card.getByRole("button", { name: `View larger photo: ${doctor.name}` })).toBeVisible();
      await expect(card.getByRole("img", { name: doctor.name })).toHaveAttribute("src", doctor.image);
      await expect(card.getByRole("link", { name: `View profile: ${doctor.name}` })).toHaveAttribute(
        "href",
        doctor.href,
      );
      for (const social of doctor.social ?? [])
        await expect(card.locator(`a[href="${social.href}"]`)).toHaveAccessibleName(new RegExp(`^${doctor.name} on `));
    }
  });

  test("the filter offers All, then each category in data order, and shows exactly that category's doctors", async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    const filter = page.getByRole("group", { name: "Show doctors in" });
    await expect(filter.getByRole("button")).toHaveText(["All", ...categories.map(categoryLabel)]);
    const all = filter.getByRole("button", { name: "All", exact: true });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const names = page.locator(".doctor-card").getByRole("heading", { level: 3 });
    const status = page.locator(".doctors").getByRole("status");
    await expect(status).toHaveText("Showing all 12 doctors");

    for (const category of categories) {
      const expected = directory.doctors.filter((doctor) => doctor.category === category).map((doctor) => doctor.name);
      const button = filter.getByRole("button", { name: categoryLabel(category), exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(names).toHaveText(expected);
      await expect(status).toHaveText(
        `Showing ${expected.length} of 12 ${expected.length === 1 ? "doctor" : "doctors"}`,
      );
    }
    await expectNoAxeViolations(page);

    await all.click();
    await expect(names).toHaveText(directory.doctors.map((doctor) => doctor.name));
    expect(errors).toEqual([]);
  });

  test("a card's profile link opens the doctor page", async ({ page }) => {
    const doctor = directory.doctors[4];
    await page.getByRole("link", { name: `View profile: ${doctor.name}` }).click();
    await expect(page).toHaveURL(doctor.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profileRoute?.heading ?? "");
    await expect(page.getByRole("heading", { level: 2, name: profile.name })).toBeVisible();
  });

  test("ends with the call to action from site.json", async ({ page }) => {
    const cta = blockOn("/doctors", "callToAction");
    const band = page.locator(".call-to-action");
    await expect(band.getByRole("heading", { name: cta.title })).toBeVisible();
    await expect(band.getByRole("link", { name: cta.cta.label })).toHaveAttribute("href", cta.cta.href);
  });
});

test.describe("doctor profile", () => {
  // docs/requirements.md#doctor-sample-schedule: Monday 09.00-12.00, Wednesday 15.00-18.00, Friday 09.00-12.00.
  const specSchedule = [
    ["Monday", "09.00-12.00"],
    ["Wednesday", "15.00-18.00"],
    ["Friday", "09.00-12.00"],
  ];

  test("site.json's schedule is the one the specification gives", () => {
    const hours = manifest.site.openingHours?.find((entry) => entry.name === profile.hours);
    expect(hours?.times).toEqual([
      { firstDay: "monday", opens: "09:00", closes: "12:00" },
      { firstDay: "wednesday", opens: "15:00", closes: "18:00" },
      { firstDay: "friday", opens: "09:00", closes: "12:00" },
    ]);
  });

  const profileParts = "photo, department, contact, schedule, degrees, experience, awards and social links";
  for (const url of ["/doctors/doctor-details", "/doctors/any-other-id"]) {
    test(`${url} shows the same profile: ${profileParts}`, async ({ page }) => {
      const errors = watchForErrors(page);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(profileRoute?.heading ?? "");
      const section = page.locator(".doctor-profile");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(profile.name);
      await expect(section.getByRole("img", { name: profile.image.alt })).toHaveAttribute("src", profile.image.src);
      await expect(section.locator(".doctor-profile__background")).toHaveAttribute("src", profile.background);
      const intro = section.locator(".doctor-profile__card");
      await expect(intro.getByText(profile.department, { exact: true })).toBeVisible();
      await expect(intro.getByText(profile.designation, { exact: true })).toBeVisible();
      await expect(intro.getByText(profile.description)).toBeVisible();
      // The sample's profile writes no contact words of its own: it shows the clinic's, from site.contact.
      expect(profile.contactInfo.map((item) => [item.icon, item.title])).toEqual([
        ["phone", undefined],
        ["email", undefined],
        ["location", undefined],
      ]);
      const { phones, email, address } = manifest.site.contact;
      const phone = `+91 ${phones[0].slice(0, 5)} ${phones[0].slice(5)}`;
      await expect(intro.getByRole("link", { name: phone, exact: true })).toHaveAttribute(
        "href",
        `tel:+91${phones[0]}`,
      );
      await expect(intro.getByRole("link", { name: email, exact: true })).toHaveAttribute("href", `mailto:${email}`);
      await expect(intro.getByText(address, { exact: true })).toBeVisible();

      const schedule = section.getByRole("region", { name: "Appointment Schedule" }).getByRole("table");
      const rows = schedule.locator("tbody").getByRole("row");
      await expect(rows).toHaveCount(specSchedule.length);
      for (const [i, [day, time]] of specSchedule.entries()) {
        await expect(rows.nth(i).getByRole("rowheader")).toHaveText(day);
        await expect(rows.nth(i).getByRole("cell")).toHaveText(time);
      }

      const lists = [
        ["Degrees", profile.degrees],
        ["Experience", profile.experiences],
        ["Awards", profile.awards],
      ] as const;
      for (const [title, items] of lists) {
        const region = section.getByRole("region", { name: title });
        await expect(region.getByRole("heading", { level: 3 })).toHaveText(title);
        await expect(region.getByRole("listitem")).toHaveText(
          items.map((item) => `${item.title}${item.subtitle ?? ""}`),
        );
      }
      for (const social of profile.social ?? [])
        await expect(section.locator(`a[href="${social.href}"]`)).toHaveAccessibleName(
          new RegExp(`^${profile.name} on `),
        );
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});

test("a doctor's page ends with a book-an-appointment section and a call to action", async ({ page }) => {
  const [form] = blocksOf("/doctors/:doctorId", "appointmentForm");
  const [cta] = blocksOf("/doctors/:doctorId", "callToAction");
  await page.goto("/doctors/any-doctor");
  const booking = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: form.heading }) });
  await expect(booking.getByRole("textbox", { name: "Name" })).toBeVisible();
  await expect(booking.getByRole("combobox", { name: "Department" })).toHaveValue(form.defaultDepartment);
  await expect(page.getByRole("heading", { name: cta.title })).toBeVisible();
  await expect(page.getByRole("link", { name: cta.cta.label, exact: true }).last()).toHaveAttribute(
    "href",
    cta.cta.href,
  );
});
