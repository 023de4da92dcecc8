import { expect, test } from "../support/reused-page.ts";
import { manifest, waitForHydration } from "./support.ts";

// docs/requirements.md#newsletter-box: the footer's newsletter box is a text field and a Submit button that only
// post to '#'.
const { newsletter } = manifest.site.footer;

test.describe("footer newsletter", () => {
  test("is a text field and a Submit button in a form posting to '#'", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: newsletter.title })).toBeVisible();
    await expect(footer.getByText(newsletter.text)).toBeVisible();
    const field = footer.getByRole("textbox", { name: "Email address for the newsletter" });
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveAttribute("placeholder", newsletter.placeholder);
    await expect(field).not.toHaveAttribute("required");
    const form = footer.locator("form.newsletter");
    await expect(form).toHaveAttribute("action", "#");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByRole("button", { name: newsletter.buttonLabel })).toHaveAttribute("type", "submit");
  });

  test("anything typed is submitted without a check: the page posts to itself and shows again", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!/^(http:\/\/localhost[:/]|data:)/.test(request.url())) outside.push(request.url());
    });
    await page.goto("/gallery");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address for the newsletter" }).fill("not an email");
    const posted = page.waitForRequest((request) => request.method() === "POST");
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await footer.getByRole("button", { name: newsletter.buttonLabel }).click();
    const request = await posted;
    expect(new URL(request.url()).pathname).toBe("/gallery");
    expect(request.postData()).toBe("email=not+an+email");
    expect((await answered).status()).toBe(200);
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(":invalid")).toHaveCount(0);
    expect(outside).toEqual([]);
  });
});
