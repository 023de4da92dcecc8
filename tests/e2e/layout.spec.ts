import { expect, test } from "../support/reused-page.ts";
import { manifest, waitForHydration } from "./support.ts";

const { site } = manifest;

test.describe("header", () => {
  test("links Home, About, Services, Gallery and Contact, and marks the current page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of site.header.nav)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("takes its scrolled style once the page moves and loses it back at the top", async ({ page }) => {
    await page.goto("/services/physiotherapy");
    await waitForHydration(page);
    const header = page.locator("header.site-header");
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/is-scrolled/);
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-scrolled/);
  });

  test("on a phone, the menu opens and closes with its toggle, and closes after choosing a page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(nav).toBeHidden();
  });

  test("on a phone, a tap on the menu while the page's script is loading opens the menu once it has loaded", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route("**/assets/hydrate-*.js", async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeHidden();

    releaseScript();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
  });

  test("the side panel shows phone, email, location, social links, and closes by button, Escape or backdrop", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Contact details" });
    const panel = page.getByRole("dialog", { name: site.name });
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    for (const phone of site.contact.phones) await expect(panel.locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
    await expect(panel.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    await expect(panel.getByText(site.contact.address)).toBeVisible();
    for (const social of site.social) await expect(panel.locator(`a[href="${social.href}"]`)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close contact panel" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole("button", { name: "Close contact panel" }).click();
    await expect(panel).toBeHidden();

    await toggle.click();
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
  });

  test("carries the doctor-search box, hidden", async ({ page }) => {
    await page.goto("/");
    const search = page.locator("header form[role=search]");
    await expect(search).toHaveCount(1);
    await expect(search).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the about text, contact widget, quick and service links, newsletter, social links and copyright", async ({
    page,
  }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(site.footer.about)).toBeVisible();
    for (const link of [...site.footer.quickLinks, ...site.footer.serviceLinks])
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    await expect(footer.locator(`a[href="mailto:${site.contact.email}"]`)).toBeVisible();
    for (const social of site.social) await expect(footer.locator(`a[href="${social.href}"]`)).toBeVisible();
    const newsletter = footer.locator("form.newsletter");
    await expect(newsletter).toHaveAttribute("action", "#");
    await expect(newsletter.getByRole("textbox")).toBeVisible();
    await expect(newsletter.getByRole("button", { name: site.footer.newsletter.buttonLabel })).toBeVisible();
    await expect(footer.getByText(site.footer.copyright)).toBeVisible();
  });
});
