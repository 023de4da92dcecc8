import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AccountStore, nameProblem } from "../../../editor/server/accounts/account-store.ts";
import { hashPassword, unknownAccountHash, verifyPassword } from "../../../editor/server/accounts/password-hash.ts";
import { passwordProblem } from "../../../editor/server/accounts/password-rule.ts";

describe("password hashes", () => {
  it("verify the password they were made from, and no other", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("are salted: the same password hashes differently each time", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("treat a password written in either Unicode form as the same", async () => {
    const stored = await hashPassword("caf\u00e9 au lait!");
    expect(await verifyPassword("cafe\u0301 au lait!", stored)).toBe(true);
  });

  it("refuse, without throwing, a stored value that is not a hash this code wrote", async () => {
    for (const stored of ["", "plain text", "scrypt$0$8$1$AA$AA", "bcrypt$10$x", "scrypt$32768$8$1$AAAA$AAAA"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
    expect(await verifyPassword("", unknownAccountHash)).toBe(false);
  });
});

describe("password rule", () => {
  it("asks for ten characters and the same password twice", () => {
    expect(passwordProblem("short", "short")).toMatch(/at least 10 characters/);
    expect(passwordProblem("long enough one", "long enough 0ne")).toMatch(/not the same/);
    expect(passwordProblem("long enough one", "long enough one")).toBeUndefined();
  });
});

describe("the accounts file", () => {
  const freshStore = () => new AccountStore(join(mkdtempSync(join(tmpdir(), "accounts-")), "data", "accounts.json"));

  it("is made readable by its owner only, in a folder only they can enter", () => {
    const store = freshStore();
    store.add("Asha Patel", "hash-1");
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(store.path, "..")).mode & 0o777).toBe(0o700);
  });

  it("finds a person whatever the letter case they type, and refuses a second account of that name", () => {
    const store = freshStore();
    store.add("Asha Patel", "hash-1");
    expect(store.find("asha patel")?.name).toBe("Asha Patel");
    expect(() => store.add("ASHA PATEL", "hash-2")).toThrow(/already an account/);
    expect(store.list()).toHaveLength(1);
  });

  it("gives a changed password a new generation, which is how the person's sessions end", () => {
    const store = freshStore();
    const added = store.add("Ravi", "hash-1");
    const changed = store.setPassword("ravi", "hash-2");
    expect(changed.generation).toBe(added.generation + 1);
    expect(store.find("Ravi")).toMatchObject({ passwordHash: "hash-2", generation: 2 });
  });

  it("removes an account, and says so when there is none to remove or change", () => {
    const store = freshStore();
    store.add("Ravi", "hash-1");
    store.remove("RAVI");
    expect(store.find("Ravi")).toBeUndefined();
    expect(() => store.remove("Ravi")).toThrow(/no account named/);
    expect(() => store.setPassword("Ravi", "x")).toThrow(/no account named/);
  });

  it("takes names people have, and refuses ones that could be mistaken or break a log line", () => {
    for (const name of ["Asha", "Dr. Mehta", "O'Brien", "अनीता", "reception-2"])
      expect(nameProblem(name)).toBeUndefined();
    for (const name of ["", " Asha", "Asha ", "a\nb", "-dash", "x".repeat(41), "<b>"]) {
      expect(nameProblem(name)).toBeDefined();
    }
  });
});
