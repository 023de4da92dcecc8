import { expect, test } from "../support/reused-page.ts";
import { accessibleNode, manifest, waitForHydration } from "./support.ts";

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
    const header = page.locator("header.site-header");
    const flat = "rgba(0, 0, 0, 0)";
    await expect(header).toHaveCSS("border-bottom-color", flat);
    await page.mouse.wheel(0, 600);
    await expect(header).not.toHaveCSS("border-bottom-color", flat);
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("border-bottom-color", flat);
  });

  test("on a phone, the menu opens and closes with its toggle, and closes after choosing a page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.locator(".menu-toggle");
    await expect(nav).toBeHidden();
    expect(await accessibleNode(toggle)).toEqual({ role: "button", name: "Open menu", expanded: false });
    await toggle.click();
    await expect(nav).toBeVisible();
    expect(await accessibleNode(toggle)).toEqual({ role: "button", name: "Close menu", expanded: true });
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(nav).toBeHidden();
  });

  test("on a phone, a tap on the menu while the page's script is loading opens it at once, and it stays open", async ({
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
    await expect(nav).toBeVisible();

    releaseScript();
    await waitForHydration(page);
    await expect(nav).toBeVisible();
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

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu opens from the keyboard, shows every link; Escape closes it back to its button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.locator(".menu-toggle");
    await expect(nav).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    for (const link of site.header.nav)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    expect(await accessibleNode(toggle)).toEqual({ role: "button", name: "Close menu", expanded: true });
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(nav).toBeVisible();
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the contact panel opens by keyboard and by tap, and closes by Escape and its button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services");
      const toggle = page.getByRole("button", { name: "Contact details" });
      const panel = page.getByRole("dialog", { name: site.name });
      if (width > 992) await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      for (const phone of site.contact.phones) await expect(panel.locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
      await expect(panel.getByRole("link", { name: site.contact.email })).toBeVisible();
      await expect(panel.getByText(site.contact.address)).toBeVisible();
      await expect(panel.getByRole("button", { name: "Close contact panel" })).toBeFocused();
      expect(await accessibleNode(toggle)).toMatchObject({ name: "Contact details", expanded: true });
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: "Close contact panel" }).click();
      await expect(panel).toBeHidden();
    });
  }
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
