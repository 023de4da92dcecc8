import { AccountStore } from "../editor/server/accounts/account-store.ts";
import { hashPassword } from "../editor/server/accounts/password-hash.ts";
import { passwordProblem } from "../editor/server/accounts/password-rule.ts";
import { readNewPassword } from "../editor/server/accounts/read-password.ts";
import { accountsFile } from "../editor/server/editor-data.ts";

/**
 * `npm run editor-user -- add NAME | passwd NAME | unlock NAME | remove NAME | list`: the staff
 * accounts that may sign in to `npm run edit:server`. A password is read from the terminal, never
 * from arguments.
 */
const usage = `Usage:
  npm run editor-user -- add NAME      a new account; asks for its password twice
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

async function run(command: string | undefined, name: string | undefined, extra: string[]): Promise<string> {
  const store = new AccountStore(accountsFile());
  if (command === "list" && name === undefined) {
    const accounts = store.list();
    if (accounts.length === 0) return `No accounts yet (${store.path}). Add one with: npm run editor-user -- add NAME`;
    return accounts.map((account) => `${account.name}  (password set ${account.passwordChangedAt})`).join("\n");
  }
  if (name === undefined || extra.length > 0) throw new Error(usage);
  if (command === "add") {
    if (store.find(name)) throw new Error(`There is already an account named "${name}".`);
    store.add(name, await newPasswordHash());
    return `Added "${name}". They can sign in to the editor now.`;
  }
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
