import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  from: string;
  to: string[];
  /** Headers and body, with quoted-printable's soft line breaks joined again so the text reads as written. */
  data: string;
}

export interface MailCatcher {
  port: number;
  caught: CaughtMail[];
  close(): Promise<void>;
}

/**
 * A mail server on this machine that keeps what it is sent, as the clinic's would take it: plain SMTP on
 * 127.0.0.1, and when `account` is given, only for that user name and password.
 */
export async function startMailCatcher(account?: { user: string; password: string }): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authOptional: account === undefined,
    onAuth(auth, _session, callback) {
      if (account && auth.username === account.user && auth.password === account.password)
        callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        caught.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((to) => to.address),
          data: Buffer.concat(chunks)
            .toString("utf8")
            .replace(/=\r?\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    caught,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
