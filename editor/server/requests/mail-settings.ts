import nodemailer from "nodemailer";
import type { SendMail } from "./arrival-mail.ts";

/** The clinic's mail server, from the service's environment (never from site.json, which is in git). */
export interface MailSettings {
  /** smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465. */
  url: string;
  /** The sender, else the account's user name when it is an address, else website@ the editor's host. */
  from?: string;
  /** Whom to tell, else the clinic's e-mail under site.contact. */
  to?: string;
}

const address = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SMTP_URL, REQUESTS_MAIL_FROM and REQUESTS_MAIL_TO, or undefined when SMTP_URL is not set (no e-mail
 * is sent then). A setting that cannot work stops the service at start, in words that never repeat the
 * password.
 */
export function mailSettingsOf(env: NodeJS.ProcessEnv): MailSettings | undefined {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["smtp:", "smtps:"].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error(
      "SMTP_URL must be the clinic's mail server as smtp://user:password@mail.example.in:587 " +
        "or smtps://user:password@mail.example.in:465.",
    );
  }
  for (const name of ["REQUESTS_MAIL_FROM", "REQUESTS_MAIL_TO"] as const) {
    const value = env[name]?.trim();
    if (value && !address.test(value)) throw new Error(`${name} must be one e-mail address, not "${value}".`);
  }
  return { url, from: env.REQUESTS_MAIL_FROM?.trim() || undefined, to: env.REQUESTS_MAIL_TO?.trim() || undefined };
}

/** Who the e-mails come from, when REQUESTS_MAIL_FROM does not say. */
export function senderOf(settings: MailSettings, editorOrigin: string): string {
  if (settings.from) return settings.from;
  const user = decodeURIComponent(new URL(settings.url).username);
  return address.test(user) ? user : `website@${new URL(editorOrigin).hostname}`;
}

/**
 * Sends through the clinic's mail server. Every wait has an end: a server that never answers fails the
 * attempt within half a minute, and the notice is tried again later.
 */
export function smtpSender(settings: MailSettings): SendMail {
  const url = new URL(settings.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return (message) => transport.sendMail(message);
}
