import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AccountStore, roleOf } from "../../../editor/server/accounts/account-store.ts";
import { SessionStore } from "../../../editor/server/accounts/sessions.ts";
import { accountsFile } from "../../../editor/server/editor-data.ts";
import { refusedFor, roleMay, roleNamed, roles, type Permission } from "../../../editor/shared/roles.ts";
import { runScript } from "../../support/project-command.ts";
import { account, clock, minute } from "./support/accounts-and-clock.ts";

const freshStore = () => new AccountStore(join(mkdtempSync(join(tmpdir(), "roles-")), "data", "accounts.json"));

describe("roles", () => {
  it("give each role the permissions the clinic decided, reading requests apart from the rest", () => {
    const table = Object.fromEntries(
      roles.map((role) => [
        role,
        (["edit", "publish", "read-requests", "manage-accounts"] as Permission[]).filter((can) => roleMay(role, can)),
      ]),
    );
    expect(table).toEqual({
      owner: ["edit", "publish", "read-requests", "manage-accounts"],
      publisher: ["edit", "publish"],
      contributor: ["edit"],
      "front-desk": ["edit", "read-requests"],
    });
  });

  it("are named as people type them, and nothing else is a role", () => {
    expect(roleNamed("contributor")).toBe("contributor");
    expect(roleNamed("Front desk")).toBe("front-desk");
    expect(roleNamed(" FRONT_DESK ")).toBe("front-desk");
    expect(roleNamed("admin")).toBeUndefined();
    expect(roleNamed("")).toBeUndefined();
  });

  it("say why a request is refused in the role's plain name", () => {
    expect(refusedFor("front-desk", "publish")).toBe(
      "As Front desk you cannot publish, restore, schedule or remove pictures. " +
        "The clinic's owner can change your role if you need to.",
    );
  });
});

describe("accounts and their roles", () => {
  it("make the first account of a fresh install the Owner, and ask every later one its role", () => {
    const store = freshStore();
    expect(store.whyNotAdd("Asha", "contributor")).toMatch(/first account is the clinic's owner/);
    expect(roleOf(store.add("Asha", "hash"))).toBe("owner");
    expect(() => store.add("Ravi", "hash")).toThrow('Say which role "Ravi" has: --role owner, --role publisher');
    expect(store.add("Ravi", "hash", "front-desk").role).toBe("front-desk");
    expect(store.setRole("ravi", "publisher").role).toBe("publisher");
    expect(roleOf(store.find("Ravi") ?? account())).toBe("publisher");
  });

  it("keep an account made before roles doing everything it did: it reads as the Owner", () => {
    const store = freshStore();
    store.add("Asha", "hash");
    writeFileSync(store.path, JSON.stringify({ accounts: [{ ...account("Old Hand"), role: undefined }] }));
    expect(roleOf(store.find("old hand") ?? account())).toBe("owner");
  });

  it("reach a session at its next request: a changed role counts at once, a removed account ends it", () => {
    const sessions = new SessionStore(join(mkdtempSync(join(tmpdir(), "roles-")), "sessions.json"), undefined, clock());
    const contributor = { ...account("Meena"), role: "contributor" as const };
    const { id } = sessions.start(contributor);
    expect(sessions.touch(id, () => contributor)?.role).toBe("contributor");
    expect(sessions.touch(id, () => ({ ...contributor, role: "publisher" }))?.role).toBe("publisher");
    expect(sessions.touch(id, () => undefined)).toBeUndefined();
  });
});

describe("one-time links to choose a password", () => {
  it("open their account until used, replaced or three days old, and end the old password and sessions", () => {
    const time = clock(Date.parse("2026-11-03T09:00:00Z"));
    const store = new AccountStore(join(mkdtempSync(join(tmpdir(), "roles-")), "accounts.json"), time);
    store.add("Asha", "hash");
    store.add("Kiran", "old-hash", "front-desk");
    const first = store.startSetup("kiran");
    expect(first.account).toMatchObject({ passwordHash: "", generation: 2 });
    expect(store.findBySetup(first.secret)?.name).toBe("Kiran");
    const second = store.startSetup("Kiran");
    expect(store.findBySetup(first.secret)).toBeUndefined();
    time.advance(72 * 60 * minute - 1);
    expect(store.findBySetup(second.secret)?.name).toBe("Kiran");
    time.advance(1);
    expect(store.findBySetup(second.secret)).toBeUndefined();
    const third = store.startSetup("Kiran");
    store.setPassword("Kiran", "new-hash");
    expect(store.findBySetup(third.secret)).toBeUndefined();
    expect(store.find("Kiran")).not.toHaveProperty("setup");
    expect(JSON.stringify(store.list())).not.toContain(third.secret);
  });
});

describe("npm run editor-user with roles", () => {
  const editorUser = (dataDir: string, ...args: string[]) =>
    runScript("scripts/editor-user.ts", { args, env: { EDITOR_DATA_DIR: dataDir }, input: "long enough one\n" });

  it("adds the owner, then a person of a named role, changes a role, and lists each with it", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "roles-cli-"));
    expect(editorUser(dataDir, "add", "Asha Patel").stdout).toContain('Added "Asha Patel" as Owner.');
    expect(editorUser(dataDir, "add", "Kiran", "--role", "front desk").stdout).toContain(
      'Added "Kiran" as Front desk.',
    );
    expect(editorUser(dataDir, "role", "kiran", "contributor").stdout).toContain('"Kiran" is Contributor');
    const listed = editorUser(dataDir, "list").stdout;
    expect(listed).toMatch(/^Asha Patel {2}Owner {2}\(password set /m);
    expect(listed).toMatch(/^Kiran {2}Contributor {2}\(password set /m);
  });

  it("refuses a role it does not know, or none for a later account, before asking for a password", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "roles-cli-"));
    editorUser(dataDir, "add", "Asha Patel");
    const unknown = editorUser(dataDir, "add", "Ravi", "--role", "admin");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("A role is one of owner, publisher, contributor, front-desk.");
    const without = editorUser(dataDir, "add", "Ravi");
    expect(without.status).toBe(1);
    expect(without.stderr).toContain('Say which role "Ravi" has');
    expect(new AccountStore(accountsFile(dataDir)).list().map((each) => each.name)).toEqual(["Asha Patel"]);
  });
});
