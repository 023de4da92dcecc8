import type { NewsletterAddresses } from "../../shared/requests-contract.ts";
import { answer, call } from "./editor-api.ts";

/** The footer's newsletter list, newest first. */
export async function listNewsletter(): Promise<NewsletterAddresses> {
  return answer<NewsletterAddresses>(await call("/api/newsletter"));
}

/** Takes an address off the list, as staff do when the person asks them. */
export async function removeFromNewsletter(email: string): Promise<void> {
  await answer<{ removed: string }>(
    await call("/api/newsletter/remove", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    }),
  );
}

/** The list as a CSV file, each address with its own link to come off it. */
export async function exportNewsletter(): Promise<Blob> {
  const response = await call("/api/newsletter/export");
  if (!response.ok) await answer<never>(response);
  return response.blob();
}
