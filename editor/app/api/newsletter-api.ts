import type { NewsletterAddresses } from "../../shared/requests-contract.ts";
import { accepted, ask, askWith, call } from "./editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";

/** The footer's newsletter list, newest first. */
export async function listNewsletter(): Promise<NewsletterAddresses> {
  return ask(apiEndpoints.newsletter);
}

/** Takes an address off the list, as staff do when the person asks them. */
export async function removeFromNewsletter(email: string): Promise<void> {
  await askWith(apiEndpoints.removeFromNewsletter, { email });
}

/** The list as a CSV file, each address with its own link to come off it. */
export async function exportNewsletter(): Promise<Blob> {
  const response = await call(apiEndpoints.exportNewsletter);
  return (await accepted(response)).blob();
}
