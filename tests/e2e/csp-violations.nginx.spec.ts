import { expect, test, type Page } from "@playwright/test";
import { blockOn, manifest, routeUrls, waitForHydration } from "./support.ts";

/*
 * No page breaks the Content-Security-Policy, at rest or in use. Runs against nginx over HTTPS
 * (playwright.nginx.config.ts), which sends the production policy. Every violation is caught twice
 * over: the securitypolicyviolation event inside the page, and Chromium's console message.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        window.cspViolations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
            `(${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  return async () => [...console, ...(await page.evaluate(() => window.cspViolations).catch(() => []))];
}

/** Brings every block on screen, so lazy pictures, the map and late blocks load and render. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
}

/**
 * One page for each different set of block types: the policy is the same for every page, and what a
 * page can ask of it (styles, scripts, pictures, frames) comes from its blocks. The site checks
 * visit every page of the clinic's site with the same policy and fail on any console error.
 */
function onePagePerKindOfPage() {
  const seen = new Set<string>();
  return routeUrls(manifest).filter(({ route }) => {
    const kind = [...new Set(route.blocks.map((block) => block.type))].sort().join(" ");
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

test.describe("Content-Security-Policy", () => {
  for (const { url } of onePagePerKindOfPage()) {
    test(`${url} loads, hydrates and scrolls without a violation`, async ({ page }) => {
      const violations = await watchForViolations(page);
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      await waitForHydration(page);
      await scrollThrough(page);
      expect(await violations()).toEqual([]);
    });
  }

  test("home: hero and carousel move, and a page reached by a link renders its own carousel", async ({ page }) => {
    const violations = await watchForViolations(page);
    const carousel = blockOn("/", "carousel");
    await page.goto("/about");
    await waitForHydration(page);
    // A link followed inside the app renders the home page in the browser, its carousel style included.
    await page.locator("header").getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    const hero = page.getByRole("region", { name: "Highlights" });
    await hero.getByRole("button", { name: "Next slide" }).click();
    await hero.getByRole("button", { name: "Show slide 3" }).click();
    await page.getByRole("button", { name: `Next cards in ${carousel.heading}` }).click();
    await page.getByRole("button", { name: `Previous cards in ${carousel.heading}` }).click();
    await page.waitForTimeout(3500); // autoplay and its animation run under the policy too
    expect(await violations()).toEqual([]);
  });

  test("gallery: the lightbox opens, zooms, rotates and moves on", async ({ page }) => {
    const violations = await watchForViolations(page);
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.locator(".gallery__grid").getByRole("button").nth(1).click();
    const dialog = page.getByRole("dialog", { name: "Picture viewer" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await dialog.getByRole("button", { name: "Rotate 90 degrees clockwise" }).click();
    await dialog.getByRole("button", { name: "Next picture" }).click();
    await dialog.getByRole("button", { name: "Zoom out" }).click();
    await dialog.getByRole("button", { name: "Close picture viewer" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test("contact: the map's frame is allowed and a message is sent to EmailJS", async ({ page }) => {
    const violations = await watchForViolations(page);
    const { emailjs, contact } = manifest.site;
    const origin = emailjs?.origin ?? "https://api.emailjs.com";
    let sent = 0;
    await page.route(`${origin}/**`, (route) => {
      sent += 1;
      return route.fulfill({ status: 200, body: "OK" });
    });
    page.on("dialog", (dialog) => void dialog.accept().catch(() => {}));
    const contactRoute = manifest.routes.find((route) => route.blocks.some((block) => block.type === "contactForm"))!;
    await page.goto(contactRoute.path);
    await waitForHydration(page);
    const map = page.locator(`iframe[src="${contact.mapEmbedUrl}"]`);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    const form = page.locator("form.contact-form__form[data-ready='true']");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Patel");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("asha.patel@example.com");
    await form.getByRole("textbox", { name: "Phone Number", exact: true }).fill("9876543210");
    await form.getByRole("textbox", { name: "Subject", exact: true }).fill("Knee pain after running");
    await form
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("I have had pain in my left knee for two weeks. Can I book an assessment?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => sent, { message: (await violations()).join("\n") }).toBe(1);
    expect(await violations()).toEqual([]);
  });

  test("appointments: the date picker opens and a day is chosen", async ({ page }) => {
    const violations = await watchForViolations(page);
    const appointments = manifest.routes.find((route) =>
      route.blocks.some((block) => block.type === "appointmentForm"),
    )!;
    await page.goto(appointments.path);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Preferred Date" }).click();
    const calendar = page.locator(".react-datepicker");
    await expect(calendar).toBeVisible();
    await calendar.getByRole("button", { name: "Next Month" }).click();
    await calendar
      .locator(
        ".react-datepicker__day:not(.react-datepicker__day--disabled):not(.react-datepicker__day--outside-month)",
      )
      .first()
      .click();
    await expect(page.getByRole("textbox", { name: "Preferred Date" })).not.toHaveValue("");
    expect(await violations()).toEqual([]);
  });
});
