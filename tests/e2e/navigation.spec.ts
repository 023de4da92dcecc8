import { expect, test } from "../support/reused-page.ts";
import { manifest, waitForHydration, watchForErrors } from "./support.ts";

test("a link to another page loads that page's own HTML, which starts at the top", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/services/gym");
  const target = manifest.site.footer.serviceLinks.at(-1);
  const route = manifest.routes.find((r) => r.path === target?.href);
  if (!target || !route?.heading || !route.title)
    throw new Error("the last footer service link should lead to a page with a heading and a title");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: target.label, exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const document = page.waitForResponse((response) => response.request().resourceType() === "document");
  await footerLink.click();
  expect(new URL((await document).url()).pathname).toBe(route.path);
  await expect(page).toHaveURL(route.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(`${route.title} | ${manifest.site.name} | ${manifest.site.location}`);
  expect(errors).toEqual([]);
});

test("the browser reads the site's speculation rules and loads a page ahead when a pointer rests on its link", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { sourceText: string; errorType?: string }[] = [];
  const attempts: string[] = [];
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl }) => attempts.push(new URL(prefetchUrl).pathname));
  await cdp.send("Preload.enable");
  await page.goto("/services");
  await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.map((set) => set.errorType)).toEqual([undefined]);
  const card = page.getByRole("main").locator('a[href^="/services/"]').first();
  const href = await card.getAttribute("href");
  await card.hover();
  // Chromium prerenders nothing while a debugger is attached (this test's), and fetches the page instead.
  await expect.poll(() => attempts).toContain(href);
  await cdp.detach();
});

test("the breadcrumb shows the URL's segments, and its links lead up the path", async ({ page }) => {
  await page.goto("/services/gym/yoga");
  await waitForHydration(page);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText(["Home", "Services", "Gym", "Yoga"]);
  await expect(trail.getByText("Yoga")).toHaveAttribute("aria-current", "page");
  await trail.getByRole("link", { name: "Gym" }).click();
  await expect(page).toHaveURL("/services/gym");
  await expect(trail.getByRole("listitem")).toHaveText(["Home", "Services", "Gym"]);
  await trail.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test("a doctor page for any id shows that id in its breadcrumb once the page is live", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/doctors/dr-asha-patel");
  await waitForHydration(page);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText(["Home", "Doctors", "Dr asha patel"]);
  expect(errors).toEqual([]);
});

test("the page heading's doctor search is decorative: typing in it goes nowhere", async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search Doctors" });
  await search.fill("Mehta");
  await search.press("Enter");
  await expect(page).toHaveURL("/services");
});
