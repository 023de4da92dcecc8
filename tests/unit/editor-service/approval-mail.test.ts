import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AccountStore } from "../../../editor/server/accounts/account-store.ts";
import { tellApprovers } from "../../../editor/server/proposals/approval-mail.ts";
import type { MailMessage } from "../../../editor/server/requests/arrival-mail.ts";

function clinicAccounts() {
  const store = new AccountStore(join(mkdtempSync(join(tmpdir(), "approval-mail-")), "accounts.json"));
  store.add("Asha Patel", "hash");
  store.setEmail("asha patel", "asha@clinic.example");
  store.add("Dr Mehta", "hash", "publisher");
  store.setEmail("Dr Mehta", "mehta@clinic.example");
  store.add("Ravi", "hash", "publisher");
  store.add("Meena Joshi", "hash", "contributor");
  store.setEmail("Meena Joshi", "meena@clinic.example");
  store.add("Kiran", "hash", "front-desk");
  store.setEmail("Kiran", "kiran@clinic.example");
  return store;
}

describe("the e-mail that a proposal waits", () => {
  it("goes to each who may approve and has an address: who asks and where, nothing of the change", async () => {
    const sent: MailMessage[] = [];
    const tell = tellApprovers({
      accounts: clinicAccounts(),
      send: async (message) => sent.push(message),
      from: "website@clinic.example",
      origin: "https://edit.clinic.example",
      log: () => undefined,
    });
    await tell("Meena Joshi");
    expect(sent.map((message) => message.to).sort()).toEqual(["asha@clinic.example", "mehta@clinic.example"]);
    expect(sent[0]).toEqual({
      from: "website@clinic.example",
      to: sent[0].to,
      subject: "A change to the website waits for your approval",
      text:
        "Meena Joshi asks for approval of a change to the website.\n\n" +
        "Read it, and approve it or send it back, in the editor: https://edit.clinic.example/edit-approvals\n\n" +
        "This e-mail holds nothing of the change itself: that stays in the editor.\n",
    });
  });

  it("is not sent to its own author, and a message not taken is logged without an address", async () => {
    const log: string[] = [];
    const sent: string[] = [];
    const tell = tellApprovers({
      accounts: clinicAccounts(),
      send: async (message) => {
        if (message.to.startsWith("mehta")) throw new Error("mailbox full");
        sent.push(message.to);
      },
      from: "website@clinic.example",
      origin: "https://edit.clinic.example",
      log: (line) => log.push(line),
    });
    await tell("Asha Patel");
    expect(sent).toEqual([]);
    expect(log).toEqual(["editor proposals: 1 of 1 approvers could not be told by e-mail (mailbox full)."]);
  });

  it("needs an address an account can hold", () => {
    const store = clinicAccounts();
    expect(() => store.setEmail("Ravi", "ravi at clinic")).toThrow('"ravi at clinic" is not an e-mail address');
    expect(store.setEmail("Kiran", "")).not.toHaveProperty("email");
  });
});
