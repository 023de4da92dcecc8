import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  mostAttempts,
  startArrivalMail,
  type ArrivalMailParts,
  type MailMessage,
  type SendMail,
} from "../../editor/server/requests/arrival-mail.ts";
import { mailSettingsOf, senderOf, smtpSender } from "../../editor/server/requests/mail-settings.ts";
import type { CheckedRequest } from "../../editor/server/requests/request-checks.ts";
import { RequestStore } from "../../editor/server/requests/request-store.ts";
import { startMailCatcher } from "../support/mail-catcher.ts";
import { ManualClock } from "../support/manual-clock.ts";

const cleanUps: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

function storeOf(clock: ManualClock, dir = mkdtempSync(join(tmpdir(), "arrival-mail-"))) {
  const store = new RequestStore(dir, clock, { queueArrivalNotices: true });
  cleanUps.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => store.close(),
  );
  return { store, dir };
}

let keys = 0;
const patient = { name: "ભાવિકા પટેલ", phone: "9876543210", concern: "ઘૂંટણમાં દુખાવો" };
function request(): CheckedRequest {
  keys += 1;
  return {
    form: "appointment",
    page: "/gu/appointments",
    language: "gu",
    fields: { name: patient.name, phone: patient.phone, message: patient.concern },
    name: patient.name,
    phone: patient.phone,
    department: "Physiotherapy",
    day: "2026-11-20",
    key: `arrival-mail-key-${keys}`,
    proof: `proof-${keys}`,
    website: "",
    offers: false,
  };
}

const inboxUrl = "https://edit.example.in/edit-requests";

/** The e-mails started over `store`'s queue, sending with `send`, stopped after the test; its log lines kept. */
function mailOf(store: RequestStore, clock: ManualClock, send: SendMail, parts: Partial<ArrivalMailParts> = {}) {
  const log: string[] = [];
  const mail = startArrivalMail({
    queue: store.arrivalNotices,
    send,
    from: "website@example.in",
    to: () => "clinic@example.in",
    inboxUrl,
    clock,
    log: (line) => log.push(line),
    ...parts,
  });
  cleanUps.push(mail.stop);
  return { mail, log };
}

describe("the e-mail that tells the clinic a request arrived", () => {
  it("goes through the clinic's mail server with the request's reference and nothing the patient wrote", async () => {
    const catcher = await startMailCatcher({ user: "clinic@example.in", password: "p@ss word" });
    cleanUps.push(catcher.close);
    const { caught: received, port } = catcher;
    const clock = new ManualClock();
    const { store } = storeOf(clock);
    const settings = mailSettingsOf({
      SMTP_URL: `smtp://clinic%40example.in:p%40ss%20word@127.0.0.1:${port}`,
      REQUESTS_MAIL_TO: "desk@example.in",
    })!;
    const { mail, log } = mailOf(store, clock, smtpSender(settings), {
      from: senderOf(settings, "https://edit.example.in"),
      to: () => settings.to,
    });

    const reference = store.receive(request(), "proof-a", clock.now() + 60_000);
    mail.kick();
    await mail.settled();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.from).toBe("clinic@example.in");
    expect(message.to).toEqual(["desk@example.in"]);
    expect(message.data).toMatch(new RegExp(`^Subject: New appointment request ${reference}\\r?$`, "m"));
    expect(message.data).toContain(reference);
    expect(message.data).toContain(
      `An appointment request reached the clinic through the website. Its reference is ${reference}.`,
    );
    expect(message.data).toContain(inboxUrl);
    for (const detail of [...Object.values(patient), "Physiotherapy", "2026-11-20", "/gu/appointments"])
      expect(message.data).not.toContain(detail);
    expect(store.arrivalNotices.due(clock.now() + 86_400_000)).toEqual([]);
    expect(log).toEqual([`Mail: the clinic was told of ${reference}.`]);
  });

  it("is tried again after 1, 2 and 4 minutes while the mail server fails, and sent once it is up", async () => {
    const clock = new ManualClock();
    const { store } = storeOf(clock);
    const tries: number[] = [];
    const sent: MailMessage[] = [];
    let serverUp = false;
    const send: SendMail = async (message) => {
      tries.push(clock.now());
      if (!serverUp) throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:587"), { code: "ECONNECTION" });
      sent.push(message);
    };
    const { mail, log } = mailOf(store, clock, send);
    const start = clock.now();
    const reference = store.receive(request(), "proof-b", start + 60_000);
    mail.kick();
    await mail.settled();
    for (const minutes of [0.99, 1, 2.99, 3, 6.99, 7]) {
      clock.set(start + minutes * 60_000);
      await mail.settled();
    }
    expect(tries.map((at) => (at - start) / 60_000)).toEqual([0, 1, 3, 7]);
    expect(sent).toEqual([]);

    serverUp = true;
    clock.set(start + 15 * 60_000);
    await mail.settled();
    expect(sent.map((message) => message.subject)).toEqual([`New appointment request ${reference}`]);
    expect(log.slice(0, 2)).toEqual([
      `Mail: could not tell the clinic of ${reference} (ECONNECTION); trying again in 1 min.`,
      `Mail: could not tell the clinic of ${reference} (ECONNECTION); trying again in 2 min.`,
    ]);
    expect(log.at(-1)).toBe(`Mail: the clinic was told of ${reference}.`);
    for (const line of log) for (const detail of Object.values(patient)) expect(line).not.toContain(detail);
  });

  it("is still owed after the service stops before sending it, and goes at the next start", async () => {
    const clock = new ManualClock();
    const { store, dir } = storeOf(clock);
    const reference = store.receive(request(), "proof-c", clock.now() + 60_000);
    store.close();

    const again = new RequestStore(dir, clock, { queueArrivalNotices: true });
    cleanUps.push(() => again.close());
    const sent: MailMessage[] = [];
    const { mail } = mailOf(again, clock, async (message) => sent.push(message));
    await mail.settled();
    expect(sent.map((message) => message.subject)).toEqual([`New appointment request ${reference}`]);
  });

  it("is given up after a day of failures, with a line in the log; the request stays in Requests", async () => {
    const clock = new ManualClock();
    const { store } = storeOf(clock);
    let tries = 0;
    const { mail, log } = mailOf(store, clock, async () => {
      tries += 1;
      throw Object.assign(new Error("Invalid login"), { code: "EAUTH", responseCode: 535 });
    });
    const reference = store.receive(request(), "proof-d", clock.now() + 60_000);
    mail.kick();
    await mail.settled();
    for (let hour = 1; hour <= 30; hour += 1) {
      clock.advance(60 * 60_000);
      await mail.settled();
    }
    expect(tries).toBe(mostAttempts);
    expect(log.at(-1)).toBe(
      `Mail: gave up telling the clinic of ${reference} after ${mostAttempts} attempts (EAUTH 535).`,
    );
    expect(store.arrivalNotices.nextDue()).toBeUndefined();
    expect(store.list().map((kept) => kept.reference)).toEqual([reference]);
  });

  it("is owed only while mail is set up", () => {
    const clock = new ManualClock();
    const dir = mkdtempSync(join(tmpdir(), "arrival-mail-"));
    const store = new RequestStore(dir, clock);
    cleanUps.push(
      () => rmSync(dir, { recursive: true, force: true }),
      () => store.close(),
    );
    store.receive(request(), "proof-e", clock.now() + 60_000);
    expect(store.arrivalNotices.nextDue()).toBeUndefined();
  });
});

describe("the mail server's settings", () => {
  it("are none without SMTP_URL, and name the sender and the clinic's address when given", () => {
    expect(mailSettingsOf({})).toBeUndefined();
    const settings = mailSettingsOf({ SMTP_URL: "smtps://desk:secret@mail.example.in:465" })!;
    expect(senderOf(settings, "https://edit.example.in")).toBe("website@edit.example.in");
    expect(senderOf({ ...settings, from: "clinic@example.in" }, "https://edit.example.in")).toBe("clinic@example.in");
  });

  it.each([
    ["SMTP_URL", "mail.example.in:587"],
    ["SMTP_URL", "https://user:hunter2@mail.example.in"],
    ["REQUESTS_MAIL_TO", "the desk"],
  ])("refuse %s=%s at start, in words that never repeat a password", (name, value) => {
    const env = { SMTP_URL: "smtp://desk:hunter2@mail.example.in:587", [name]: value };
    expect(() => mailSettingsOf(env)).toThrow(new RegExp(name));
    try {
      mailSettingsOf(env);
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });
});
