import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import type { KeptRequest } from "../../shared/requests-contract.ts";

/** Every field either form has, in one set of columns: a contact message leaves the appointment's empty. */
const fieldColumns = [
  "name",
  "phone",
  "contact",
  "email",
  "medicalRecordNumber",
  "department",
  "date",
  "time",
  "reason",
  "subject",
  "message",
] as const;

/**
 * One cell. A spreadsheet runs a cell that starts with =, +, - or @ (or a tab or carriage return
 * before one) as a formula: such a cell gets a ' first, which shows as text. Then quoted, as RFC 4180 has it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The requests as a CSV file with a header row, lines ended by CRLF, times on the clinic's clock. */
export function requestsCsv(requests: readonly KeptRequest[], site: Pick<Site, "timeZone">): string {
  const header = ["reference", "received", "form", "language", "state", ...fieldColumns, "offers", "page", "last note"];
  const rows = requests.map((request) => [
    request.reference,
    clinicTimeInWords(new Date(request.receivedAt), site),
    request.form,
    request.language,
    request.state,
    ...fieldColumns.map((column) => request.fields[column] ?? ""),
    request.offers ? "yes" : "no",
    request.page,
    request.events.findLast((event) => event.note !== "")?.note ?? "",
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
