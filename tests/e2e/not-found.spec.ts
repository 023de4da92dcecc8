import { expect, test } from "../support/reused-page.ts";
import { manifest, waitForHydration, watchForErrors } from "./support.ts";

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText("This page could not be found.")).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${manifest.site.name} | ${manifest.site.location}`);
  await page.getByRole("link", { name: "Back To Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The 404 status above came from the server; the failed request it logs is expected, nothing else.
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("the blog's Learn More links lead to the 404 page, as the specification has it", async ({ page }) => {
  const response = await page.goto("/blog/blog-details");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page could not be found." })).toBeVisible();
});

test("an address with a broken percent-encoding gets the 404 page, which stays after the page comes alive", async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const response = await page.goto("/doctors/%E0%A4%A");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back To Home" })).toBeVisible();
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("an encoded percent sign in a doctor's address is kept as it is, not decoded twice", async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await page.goto("/doctors/%25E0");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
