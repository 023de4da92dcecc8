import { dateNow, systemClock, type Clock } from "../clock.ts";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { writePrivateFile } from "../atomic-file.ts";
import { roles, type Role } from "../../shared/roles.ts";

/** One person who may sign in to the editor. `generation` changes with the password: older sessions end. */
export interface Account {
  name: string;
  passwordHash: string;
  generation: number;
  createdAt: string;
  passwordChangedAt: string;
  /**
   * When `editor-user unlock` or `passwd` last lifted the lock that wrong passwords put on signing in
   * to this account: the running editor forgets the failures before it.
   */
  unlockedAt?: string;
  /** What the person may do; an account made before roles has none and keeps doing everything (Owner). */
  role?: Role;
  /**
   * A one-time link to choose a password, while one is out: the hash of its secret (never the secret)
   * and when it stops working. An account added from the editor has no password until it is used.
   */
  setup?: { secretHash: string; expiresAt: string };
  /** Where the editor's notices reach the person (a proposal waiting for them); none when left out. */
  email?: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an e-mail address cannot be an account's, in words; undefined when it can ("" removes it). */
export function emailProblem(email: string): string | undefined {
  if (email !== "" && (email.length > 254 || !emailPattern.test(email))) {
    return `"${email}" is not an e-mail address (name@example.in).`;
  }
}

/** How long a link to choose a password works. */
export const setupLinkHours = 72;

const secretHashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** The account's role: Owner for an account made before roles, which could do everything. */
export function roleOf(account: Account): Role {
  return account.role ?? "owner";
}

interface AccountsFile {
  accounts: Account[];
}

// After the first character, marks (\p{M}) too: the vowel signs of Indian scripts ("अनीता").
const namePattern = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._'-]{0,39}$/u;

/** Why a name cannot be an account's, in words; undefined when it can. */
export function nameProblem(name: string): string | undefined {
  if (name.trim() !== name) return "A name cannot start or end with a space.";
  if (!namePattern.test(name)) {
    return (
      "A name is 1 to 40 letters, digits, spaces, dots, dashes, underscores or apostrophes, " +
      "starting with a letter or digit."
    );
  }
}

/** Names are told apart without letter case: "Asha" and "asha" are one person. */
function sameName(a: string, b: string): boolean {
  return a.normalize("NFC").toLocaleLowerCase("en") === b.normalize("NFC").toLocaleLowerCase("en");
}

/**
 * The accounts file (`accounts.json` in the editor's data folder, outside the web root and out of git),
 * readable by its owner only. It is read on every use, so a change from `npm run editor-user` takes
 * effect in a running editor at once.
 */
export class AccountStore {
  constructor(
    readonly path: string,
    private readonly clock: Clock = systemClock,
  ) {}

  private read(): AccountsFile {
    let text: string;
    try {
      text = readFileSync(this.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return { accounts: [] };
      throw error;
    }
    const parsed = JSON.parse(text) as Partial<AccountsFile>;
    if (!Array.isArray(parsed.accounts)) throw new Error(`${this.path} has no "accounts" list.`);
    return { accounts: parsed.accounts };
  }

  private write(file: AccountsFile): void {
    writePrivateFile(this.path, `${JSON.stringify(file, null, 2)}\n`);
  }

  private change(name: string, changed: (account: Account) => Account): Account {
    const file = this.read();
    const account = file.accounts.find((candidate) => sameName(candidate.name, name));
    if (!account) throw new Error(`There is no account named "${name}".`);
    const result = changed(account);
    this.write({ accounts: file.accounts.map((candidate) => (candidate === account ? result : candidate)) });
    return result;
  }

  list(): Account[] {
    return this.read().accounts;
  }

  find(name: string): Account | undefined {
    return this.read().accounts.find((account) => sameName(account.name, name));
  }

  /**
   * Why an account cannot be added, in words; undefined when it can. The first one of a fresh install is
   * the Owner, who then decides the others' roles: each later account is given its role by name.
   */
  whyNotAdd(name: string, role?: Role): string | undefined {
    const accounts = this.read().accounts;
    if (accounts.some((account) => sameName(account.name, name))) return `There is already an account named "${name}".`;
    if (accounts.length === 0 && role !== undefined && role !== "owner") {
      return "The first account is the clinic's owner, who gives the others their roles: add it as owner.";
    }
    if (accounts.length > 0 && role === undefined) {
      return `Say which role "${name}" has: ${roles.map((each) => `--role ${each}`).join(", ")}.`;
    }
    return nameProblem(name);
  }

  add(name: string, passwordHash: string, role?: Role): Account {
    const problem = this.whyNotAdd(name, role);
    if (problem) throw new Error(problem);
    const file = this.read();
    const at = dateNow(this.clock).toISOString();
    const account = {
      name,
      passwordHash,
      generation: 1,
      createdAt: at,
      passwordChangedAt: at,
      role: role ?? "owner",
    } satisfies Account;
    this.write({ accounts: [...file.accounts, account] });
    return account;
  }

  /**
   * A one-time link for the person to choose a password, as a secret to put in it: their password and
   * sessions end now (a reset is for a password lost or known to others), the link works for
   * `setupLinkHours`, and a newer link replaces it.
   */
  startSetup(name: string): { account: Account; secret: string } {
    const secret = randomBytes(32).toString("base64url");
    const expiresAt = new Date(this.clock.now() + setupLinkHours * 60 * 60 * 1000).toISOString();
    const account = this.change(name, (each) => ({
      ...each,
      passwordHash: "",
      generation: each.generation + 1,
      setup: { secretHash: secretHashOf(secret), expiresAt },
    }));
    return { account, secret };
  }

  /** The account a link's secret opens, while it works. */
  findBySetup(secret: string): Account | undefined {
    const hash = secretHashOf(secret);
    const now = this.clock.now();
    return this.list().find(
      (account) => account.setup?.secretHash === hash && Date.parse(account.setup.expiresAt) > now,
    );
  }

  /** A new password also lifts a lock: it is what the person who runs the editor does for someone locked out. */
  setPassword(name: string, passwordHash: string): Account {
    const at = dateNow(this.clock).toISOString();
    return this.change(name, ({ setup: _used, ...account }) => ({
      ...account,
      passwordHash,
      generation: account.generation + 1,
      passwordChangedAt: at,
      unlockedAt: at,
    }));
  }

  /** Lifts the lock on signing in to this account, password and sessions unchanged. */
  unlock(name: string): Account {
    return this.change(name, (account) => ({ ...account, unlockedAt: dateNow(this.clock).toISOString() }));
  }

  /** Sets or, with "", removes where the editor's notices reach the person. */
  setEmail(name: string, email: string): Account {
    const problem = emailProblem(email);
    if (problem) throw new Error(problem);
    return this.change(name, ({ email: _old, ...account }) => (email ? { ...account, email } : account));
  }

  /** Takes effect on the person's next request: the server reads the role each time. */
  setRole(name: string, role: Role): Account {
    return this.change(name, (account) => ({ ...account, role }));
  }

  remove(name: string): void {
    const file = this.read();
    const remaining = file.accounts.filter((account) => !sameName(account.name, name));
    if (remaining.length === file.accounts.length) throw new Error(`There is no account named "${name}".`);
    this.write({ accounts: remaining });
  }
}
