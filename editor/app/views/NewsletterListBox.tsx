import { useEffect, useState } from "react";
import { ask, askForFile, askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { NewsletterEntry } from "../../shared/requests-contract.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { siteLanguages } from "../../../src/language/site-languages.ts";
import { saveFile } from "./save-file.ts";

/**
 * The addresses given in the footer's newsletter box, read when opened: when and where each was given,
 * a button that takes one off at once (a person who asks by phone), and the list as a CSV file with each
 * address's own link to come off it, for the e-mails the clinic sends.
 */
export function NewsletterListBox({ site }: { site: Pick<Site, "timeZone" | "languages"> }) {
  const [open, setOpen] = useState(false);
  const [addresses, setAddresses] = useState<NewsletterEntry[]>();
  const [status, setStatus] = useState<string>();
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    ask(apiEndpoints.newsletter).then(
      (list) => current && setAddresses(list.addresses),
      (error: unknown) => current && setStatus(`The list could not be read: ${(error as Error).message}`),
    );
    return () => {
      current = false;
    };
  }, [open, asked]);

  const languageName = (code: string) => siteLanguages(site).find((language) => language.code === code)?.name ?? code;

  async function remove(email: string) {
    try {
      await askWith(apiEndpoints.removeFromNewsletter, { email });
      setStatus(`${email} is off the list.`);
    } catch (error) {
      setStatus(`${email} is still on the list: ${(error as Error).message}`);
    }
    setAsked((count) => count + 1);
  }

  async function download() {
    try {
      saveFile(await askForFile(apiEndpoints.exportNewsletter), "newsletter.csv");
    } catch (error) {
      setStatus(`The list could not be exported: ${(error as Error).message}`);
    }
  }

  return (
    <details className="ed-requests__newsletter" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Newsletter list{addresses ? ` (${addresses.length})` : ""}</summary>
      <p className="ed-history__intro">
        Addresses given in the footer's newsletter box. Each person agreed to health tips by e-mail on the page named,
        and each has a link of their own to come off the list: put it in every e-mail (it is in the export).
      </p>
      <button type="button" className="ed-button" onClick={download}>
        Export the list as CSV
      </button>
      {status && <p role="status">{status}</p>}
      {addresses?.length === 0 && <p>No address yet.</p>}
      <ul className="ed-newsletter__list">
        {addresses?.map((address) => (
          <li key={address.email}>
            <span className="ed-newsletter__address">{address.email}</span>
            <span className="ed-newsletter__when">
              {clinicTimeInWords(new Date(address.joinedAt), site)}, {languageName(address.language)}, on {address.page}
            </span>
            <button type="button" className="ed-button" onClick={() => remove(address.email)}>
              Take off the list
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
