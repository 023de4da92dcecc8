import { AccountStore, roleOf } from "../editor/server/accounts/account-store.ts";
import { hashPassword } from "../editor/server/accounts/password-hash.ts";
import { passwordProblem } from "../editor/server/accounts/password-rule.ts";
import { readNewPassword } from "../editor/server/accounts/read-password.ts";
import { accountsFile } from "../editor/server/editor-data.ts";
import { roleNamed, roleNames, roles, type Role } from "../editor/shared/roles.ts";

/**
 * `npm run editor-user -- add NAME [--role ROLE] | role NAME ROLE | passwd NAME | unlock NAME | remove NAME
 * | list`: the staff accounts that may sign in to `npm run edit:server`. A password is read from the
 * terminal, never from arguments.
 */
const usage = `Usage:
  npm run editor-user -- add NAME --role ROLE
                                       a new account; asks for its password twice. The first account
                                       is the clinic's owner (no --role needed); each later one is one of
                                       ${roles.join(", ")}
  npm run editor-user -- role NAME ROLE
                                       gives the person another role, from their next click on
  npm run editor-user -- passwd NAME   a new password; the person's sessions end and a lock is lifted
  npm run editor-user -- unlock NAME   lifts the lock after 10 wrong passwords; the password stays
  npm run editor-user -- remove NAME   the account goes; its sessions end
  npm run editor-user -- list          every account
A name with spaces goes in quotes: npm run editor-user -- add "Asha Patel".
When standard input is not a terminal, its first line is the password and a second line, if any, repeats it.`;

async function newPasswordHash(): Promise<string> {
  const { password, confirmation } = await readNewPassword();
  const problem = passwordProblem(password, confirmation);
  if (problem) throw new Error(problem);
  return hashPassword(password);
}

/** A role as typed on the command line, or why it is not one. */
function roleFrom(words: string | undefined): Role {
  const role = words === undefined ? undefined : roleNamed(words);
  if (!role) throw new Error(`A role is one of ${roles.join(", ")}.\n\n${usage}`);
  return role;
}

async function run(command: string | undefined, name: string | undefined, extra: string[]): Promise<string> {
  const store = new AccountStore(accountsFile());
  if (command === "list" && name === undefined) {
    const accounts = store.list();
    if (accounts.length === 0) return `No accounts yet (${store.path}). Add one with: npm run editor-user -- add NAME`;
    return accounts
      .map((account) => `${account.name}  ${roleNames[roleOf(account)]}  (password set ${account.passwordChangedAt})`)
      .join("\n");
  }
  if (name === undefined) throw new Error(usage);
  if (command === "add" && (extra.length === 0 || (extra.length === 2 && extra[0] === "--role"))) {
    const role = extra.length === 0 ? undefined : roleFrom(extra[1]);
    // Checked before the password is asked for: a mistake costs no typing.
    const problem = store.whyNotAdd(name, role);
    if (problem) throw new Error(problem);
    const added = store.add(name, await newPasswordHash(), role);
    return `Added "${name}" as ${roleNames[roleOf(added)]}. They can sign in to the editor now.`;
  }
  if (command === "role" && extra.length === 1) {
    const changed = store.setRole(name, roleFrom(extra[0]));
    return `"${changed.name}" is ${roleNames[roleOf(changed)]} from their next click in the editor on.`;
  }
  if (extra.length > 0) throw new Error(usage);
  if (command === "passwd") {
    if (!store.find(name)) throw new Error(`There is no account named "${name}".`);
    store.setPassword(name, await newPasswordHash());
    return `The password of "${name}" is changed: anyone signed in as them is signed out, and a lock is lifted.`;
  }
  if (command === "unlock") {
    store.unlock(name);
    return `Sign-in to "${name}" is unlocked: they can sign in now with their password.`;
  }
  if (command === "remove") {
    store.remove(name);
    return `Removed "${name}"; anyone signed in as them is signed out.`;
  }
  throw new Error(usage);
}

const [command, name, ...extra] = process.argv.slice(2);
try {
  console.log(await run(command, name, extra));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
