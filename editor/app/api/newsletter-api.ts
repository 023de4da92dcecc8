import type { NewsletterAddresses } from "../../shared/requests-contract.ts";
import { answer, call, postJson } from "./editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";

/** The footer's newsletter list, newest first. */
export async function listNewsletter(): Promise<NewsletterAddresses> {
  return answer<NewsletterAddresses>(await call(apiEndpoints.newsletter));
}

/** Takes an address off the list, as staff do when the person asks them. */
export async function removeFromNewsletter(email: string): Promise<void> {
  await answer<{ removed: string }>(await postJson(apiEndpoints.removeFromNewsletter, { email }));
}

/** The list as a CSV file, each address with its own link to come off it. */
export async function exportNewsletter(): Promise<Blob> {
  const response = await call(apiEndpoints.exportNewsletter);
  if (!response.ok) await answer<never>(response);
  return response.blob();
}
