import type { IncomingMessage } from "node:http";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { StaffAccount } from "../../shared/contract.ts";
import { roleNamed, roles, type Role } from "../../shared/roles.ts";
import { readAsked, writeFor, readFor, type ApiRoutes } from "../api-routes.ts";
import { HttpError } from "../http-io.ts";
import { welcomeLink } from "../service/welcome-page.ts";
import { emailProblem, roleOf, type Account, type AccountStore } from "./account-store.ts";

interface AccountParts {
  accounts: AccountStore;
  /** The editor's address, for the one-time links. */
  origin: string;
  personOf: (req: IncomingMessage) => string;
  log: (line: string) => void;
}

function staffAccountOf(account: Account): StaffAccount {
  return {
    name: account.name,
    role: roleOf(account),
    createdAt: account.createdAt,
    passwordSet: account.passwordHash !== "",
    ...(account.setup ? { linkExpiresAt: account.setup.expiresAt } : {}),
    ...(account.email ? { email: account.email } : {}),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** What an owner's request names (the fields of adding a person, of which the others send some). */
async function askedOf(req: IncomingMessage) {
  const asked = await readAsked(req, apiEndpoints.addAccount, 16 * 1024);
  const [name, words, email] = [text(asked.name), text(asked.role), text(asked.email)];
  const problem = emailProblem(email);
  if (problem) throw new HttpError(400, "bad-request", problem);
  return { name, role: roleNamed(words), email };
}

const needsRole = (role: Role | undefined): Role => {
  if (!role) throw new HttpError(400, "bad-request", `A role is one of ${roles.join(", ")}.`);
  return role;
};

/**
 * The staff accounts, for the owner: add a person with a one-time link to choose their password, change a
 * role (from the person's next request), a new link (their password and sessions end), lift a sign-in
 * lock, remove (their sessions end). The clinic always keeps an owner.
 */
export function accountRoutes({ accounts, origin, personOf, log }: AccountParts): ApiRoutes {
  const existing = (name: string) => {
    const account = name ? accounts.find(name) : undefined;
    if (!account) throw new HttpError(404, "not-found", `There is no account named "${name}".`);
    return account;
  };
  /** Refuses what would leave the clinic without an owner. */
  const keepAnOwner = (name: string, becomes?: Role) => {
    const account = existing(name);
    const owners = accounts.list().filter((each) => roleOf(each) === "owner");
    if (roleOf(account) === "owner" && becomes !== "owner" && owners.length === 1) {
      throw new HttpError(
        409,
        "last-owner",
        "The clinic needs an owner, who manages the accounts: make someone else owner first.",
      );
    }
  };
  const linkFor = (name: string) => {
    const { account, secret } = accounts.startSetup(name);
    return { account: staffAccountOf(account), link: welcomeLink(origin, secret) };
  };
  const said = (req: IncomingMessage, what: string) => log(`editor accounts: ${JSON.stringify(personOf(req))} ${what}`);

  return {
    [apiEndpoints.accounts]: {
      ...readFor("manage-accounts"),
      handle: async () => ({ accounts: accounts.list().map(staffAccountOf) }),
    },
    [apiEndpoints.addAccount]: {
      ...writeFor("manage-accounts"),
      status: 201,
      handle: async (req) => {
        const { name, role, email } = await askedOf(req);
        const problem = accounts.whyNotAdd(name, needsRole(role));
        if (problem) throw new HttpError(400, "bad-request", problem);
        accounts.add(name, "", role);
        if (email) accounts.setEmail(name, email);
        said(req, `added ${JSON.stringify(name)} as ${role}`);
        return linkFor(name);
      },
    },
    [apiEndpoints.setRole]: {
      ...writeFor("manage-accounts"),
      handle: async (req) => {
        const { name, role } = await askedOf(req);
        keepAnOwner(name, needsRole(role));
        said(req, `made ${JSON.stringify(name)} ${role}`);
        return staffAccountOf(accounts.setRole(name, needsRole(role)));
      },
    },
    [apiEndpoints.newLink]: {
      ...writeFor("manage-accounts"),
      handle: async (req) => {
        const { name } = await askedOf(req);
        existing(name);
        said(req, `made a new sign-in link for ${JSON.stringify(name)}`);
        return linkFor(name);
      },
    },
    [apiEndpoints.unlockAccount]: {
      ...writeFor("manage-accounts"),
      handle: async (req) => {
        const { name } = await askedOf(req);
        existing(name);
        return staffAccountOf(accounts.unlock(name));
      },
    },
    [apiEndpoints.setEmail]: {
      ...writeFor("manage-accounts"),
      handle: async (req) => {
        const { name, email } = await askedOf(req);
        existing(name);
        return staffAccountOf(accounts.setEmail(name, email));
      },
    },
    [apiEndpoints.removeAccount]: {
      ...writeFor("manage-accounts"),
      handle: async (req) => {
        const { name } = await askedOf(req);
        keepAnOwner(name);
        accounts.remove(name);
        said(req, `removed ${JSON.stringify(name)}`);
        return { removed: name };
      },
    },
  };
}
