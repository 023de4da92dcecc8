import { expect, type Locator } from "@playwright/test";

/** The form's honeypot field, once it is shown to be out of reach: no Tab stop, hidden from screen readers. */
export async function unreachableHoneypot(form: Locator): Promise<Locator> {
  const trap = form.locator("input[name='website']");
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(form.locator("div:has(> input[name='website'])")).toHaveAttribute("aria-hidden", "true");
  return trap;
}
