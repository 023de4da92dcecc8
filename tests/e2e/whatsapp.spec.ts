import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { expectNoAxeViolations, manifest, waitForHydration } from "./support.ts";

// The WhatsApp chat link where site.json sets one (the sample does); the requests-on suite
// checks that a site.json without site.whatsapp shows none.
const whatsapp = manifest.site.whatsapp!;
// The sample writes no number of its own: the link chats with the clinic's first phone number.
const number = manifest.site.contact.phones[0];
const chatUrl = `https://wa.me/91${number}?text=${encodeURIComponent(whatsapp.message)}`;

function expectWellFormed(href: string | null) {
  const url = new URL(href ?? "");
  expect(url.origin).toBe("https://wa.me");
  expect(whatsapp.number).toBeUndefined();
  expect(url.pathname).toBe(`/91${number}`);
  expect(url.searchParams.get("text")).toBe(whatsapp.message);
  expect(href).toBe(chatUrl);
}

test.describe("WhatsApp", () => {
  test("the chat link is in the side panel, the footer, the contact details and beside the appointment form", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const inFooter = page.locator("footer").getByRole("link", { name: whatsapp.label });
    const inDetails = page.getByRole("region", { name: "Find Us Here" }).getByRole("link", { name: whatsapp.label });
    for (const link of [inFooter, inDetails]) {
      await expect(link).toBeVisible();
      expectWellFormed(await link.getAttribute("href"));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await page.getByRole("button", { name: "Contact details" }).click();
    const inPanel = page.getByRole("dialog", { name: manifest.site.name }).getByRole("link", { name: whatsapp.label });
    await expect(inPanel).toBeVisible();
    expectWellFormed(await inPanel.getAttribute("href"));

    await page.goto("/appointments");
    const beside = page
      .getByRole("region", { name: "Contact Information" })
      .getByRole("link", { name: whatsapp.label });
    await expect(beside).toBeVisible();
    expectWellFormed(await beside.getAttribute("href"));
  });

  test("on a phone it is also a small floating button; on a wide screen it is not", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    const button = page.locator("a.whatsapp-float");
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(whatsapp.label);
    expectWellFormed(await button.getAttribute("href"));
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(button).toBeHidden();
  });

  /** Scrolls the page from top to bottom; at each stop, every control the button overlaps while it shows. */
  async function coveredControls(page: Page) {
    return page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const controls =
        "input, select, textarea, form button, " +
        ".hero-slider__controls button, .carousel__controls button, .scroll-to-top";
      const button = document.querySelector<HTMLElement>("a.whatsapp-float")!;
      const covered = new Set<string>();
      let shownAt = 0;
      const step = Math.round(window.innerHeight / 5);
      for (let y = 0; ; y += step) {
        window.scrollTo(0, y);
        await frame();
        const style = getComputedStyle(button);
        if (style.display !== "none" && style.visibility !== "hidden") {
          shownAt++;
          const b = button.getBoundingClientRect();
          for (const control of document.querySelectorAll<HTMLElement>(controls)) {
            const c = control.getBoundingClientRect();
            if (c.width === 0 || c.height === 0 || getComputedStyle(control).visibility === "hidden") continue;
            if (c.left < b.right && b.left < c.right && c.top < b.bottom && b.top < c.bottom) {
              const name = control.getAttribute("name");
              covered.add(
                `${control.tagName.toLowerCase()}${name ? `[name=${name}]` : ""}.${control.className}` +
                  ` at scroll ${window.scrollY}`,
              );
            }
          }
        }
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
      }
      return { covered: [...covered], shownAt };
    });
  }

  for (const path of ["/", "/contact", "/appointments", "/doctors/sample-id", "/about"]) {
    test(`on a phone, the floating button never covers a form control or a slider control on ${path}`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await waitForHydration(page);
      const { covered, shownAt } = await coveredControls(page);
      expect(covered).toEqual([]);
      // It does show on the way down, between the forms and sliders.
      expect(shownAt).toBeGreaterThan(0);
    });
  }
});
