import type { RequestForm } from "../../../src/forms/request-contract.ts";
import type { Clock } from "../clock.ts";
import type { ArrivalNotice, ArrivalNoticeQueue } from "./arrival-notices.ts";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Hands a message to the clinic's mail server; rejects when it is not taken. */
export type SendMail = (message: MailMessage) => Promise<unknown>;

export interface ArrivalMailParts {
  queue: ArrivalNoticeQueue;
  send: SendMail;
  from: string;
  /** Whom to tell, read as each notice is sent: the live site can change its address. */
  to: () => string | undefined;
  /** The editor's Requests view, which the e-mail links to. */
  inboxUrl: string;
  clock: Clock;
  log: (line: string) => void;
}

const minute = 60_000;

/** How long after its nth failure a notice is tried again: 1, 2, 4 … minutes, then every hour. */
export const retryDelay = (failures: number): number => Math.min(2 ** (failures - 1) * minute, 60 * minute);

/**
 * After this many failures (about a day of trying) a notice is given up, with a line in the log: the
 * request itself is safe in Requests, and an e-mail a day late tells no one anything.
 */
export const mostAttempts = 30;

const formWords: Record<RequestForm, { what: string; aWhat: string }> = {
  appointment: { what: "appointment request", aWhat: "An appointment request" },
  contact: { what: "message", aWhat: "A message" },
};

/**
 * The e-mail that tells the clinic a request arrived. Only its kind and its reference, on purpose: a
 * patient's name, phone and health concern stay on the clinic's server, never in a mailbox.
 */
export function arrivalMessage(notice: ArrivalNotice, parts: Pick<ArrivalMailParts, "from" | "inboxUrl">, to: string) {
  const { what, aWhat } = formWords[notice.form];
  return {
    from: parts.from,
    to,
    subject: `New ${what} ${notice.reference}`,
    text: [
      `${aWhat} reached the clinic through the website. Its reference is ${notice.reference}.`,
      "",
      `Read it and answer it in the editor's Requests: ${parts.inboxUrl}`,
      "",
      "This e-mail holds nothing the patient wrote: that stays on the clinic's server.",
      "",
    ].join("\n"),
  } satisfies MailMessage;
}

/** Why sending failed, in a log line: the mail library's code where it gives one, never the server's address. */
function failureOf(error: unknown): string {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
  if (code) return responseCode ? `${code} ${responseCode}` : code;
  return message ?? String(error);
}

/**
 * Tells the clinic by e-mail of each request that arrives, where mail is set up: sent after the
 * patient has their answer (never delaying it), one at a time, each tried again on the service's clock
 * until the mail server takes it. Returns `kick` (send what is due now), `settled` (resolves once
 * nothing is being sent) and `stop`.
 */
export function startArrivalMail(parts: ArrivalMailParts) {
  const { queue, clock, log } = parts;
  let sending: Promise<void> | undefined;
  let kicked = false;

  async function sendOne(notice: ArrivalNotice): Promise<void> {
    try {
      const to = parts.to();
      if (!to) throw new Error("no address to tell: set REQUESTS_MAIL_TO, or the clinic's e-mail under site.contact");
      await parts.send(arrivalMessage(notice, parts, to));
      queue.settle(notice.reference);
      log(`Mail: the clinic was told of ${notice.reference}.`);
    } catch (error) {
      const failures = notice.attempts + 1;
      if (failures >= mostAttempts) {
        queue.settle(notice.reference);
        log(
          `Mail: gave up telling the clinic of ${notice.reference} after ${failures} attempts (${failureOf(error)}).`,
        );
        return;
      }
      const wait = retryDelay(failures);
      queue.postpone(notice.reference, failures, clock.now() + wait);
      log(
        `Mail: could not tell the clinic of ${notice.reference} (${failureOf(error)}); ` +
          `trying again in ${wait / minute} min.`,
      );
    }
  }

  async function sendDue(): Promise<void> {
    while (kicked) {
      kicked = false;
      for (const notice of queue.due(clock.now())) await sendOne(notice);
    }
  }

  /** Sends what is due; a kick while sending is a round more once this one ends, never two sends at once. */
  function kick(): void {
    kicked = true;
    if (sending) return;
    sending = sendDue()
      .catch((error: unknown) => log(`Mail: the notices could not be read: ${(error as Error).message}`))
      .finally(() => {
        sending = undefined;
        if (kicked) kick();
      });
  }

  const stopChecking = clock.every(minute, kick);
  kick();
  return {
    kick,
    settled: async (): Promise<void> => {
      while (sending) await sending;
    },
    stop: stopChecking,
  };
}
