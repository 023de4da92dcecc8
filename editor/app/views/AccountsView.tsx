import { useId, useState } from "react";
import { useListAndAct } from "../state/use-list-and-act.ts";
import { ask, askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { SetupLink } from "../../shared/contract.ts";
import { signedInName } from "../editor-mode.ts";
import { roleNames, roles, type Role } from "../../shared/roles.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { ConfirmBox } from "./ConfirmBox.tsx";
import { ViewOfItsOwn } from "./ViewOfItsOwn.tsx";
import { ListNotes } from "./ListNotes.tsx";

/** What each role may do, as the owner chooses one. */
const roleWords: Record<Role, string> = {
  owner: "everything, including these accounts",
  publisher: "edits and publishes, restores and schedules",
  contributor: "edits, and asks for approval to publish",
  "front-desk": "reads patients' requests, and edits as a contributor",
};

/** Each role with what it may do, as both role choices offer them. */
const roleOptions = roles.map((role) => (
  <option key={role} value={role}>
    {roleNames[role]}: {roleWords[role]}
  </option>
));

/**
 * Who may sign in and what each may do, for the owner: add a person (a one-time link to hand them, shown
 * once, with which they choose their password), change a role, give a new link, lift a lock, remove.
 */
export function AccountsView({ site, onBack }: { site: Pick<Site, "timeZone">; onBack: () => void }) {
  const id = useId();
  const [link, setLink] = useState<SetupLink>();
  const [removing, setRemoving] = useState<string>();
  const list = useListAndAct(async () => (await ask(apiEndpoints.accounts)).accounts);
  const { items: accounts, problem, said, busy } = list;
  // A link is shown once: any later action puts it away.
  const act = (step: () => Promise<string | undefined>) => {
    setLink(undefined);
    return list.act(step);
  };
  const handOver = (made: SetupLink, words: string) => {
    setLink(made);
    return words;
  };

  return (
    <ViewOfItsOwn title="Accounts" onBack={onBack}>
      <p className="ed-history__intro">
        Who may sign in to this editor, and what each may do. A person you add gets a link to choose their own password;
        it works once, for three days.
      </p>
      <ListNotes what="The accounts" problem={problem} said={said} />
      {link && (
        <div className="ed-message ed-message--success ed-accounts__link ed-stack">
          <p>
            Give this link to {link.account.name} yourself (in person, or by a message only they read). It is shown
            once; it works once, until {clinicTimeInWords(link.account.linkExpiresAt ?? "", site)}.
          </p>
          <input className="ed-input" readOnly value={link.link} aria-label={`Sign-in link for ${link.account.name}`} />
          <button type="button" className="ed-button" onClick={() => void navigator.clipboard?.writeText(link.link)}>
            Copy the link
          </button>
        </div>
      )}
      <AddAccountForm
        busy={busy}
        onAdd={(name, role, email) =>
          act(async () => {
            const made = await askWith(apiEndpoints.addAccount, { name, role, email });
            return handOver(made, `${name} is added as ${roleNames[role]}.`);
          })
        }
      />
      {!accounts && !problem && <p>Reading the accounts…</p>}
      <ul className="ed-history__list">
        {accounts?.map((account, index) => (
          <li key={account.name} className="ed-history__version" aria-label={account.name}>
            <h2 className="ed-history__title">
              {account.name}
              {account.name.toLocaleLowerCase("en") === signedInName.toLocaleLowerCase("en") && " (you)"}
            </h2>
            <p className="ed-history__meta">
              {account.passwordSet
                ? `Added ${clinicTimeInWords(account.createdAt, site)}`
                : `Has not chosen a password yet${account.linkExpiresAt ? "" : ": give them a new link"}`}
            </p>
            <label className="ed-accounts__role">
              Role{" "}
              <select
                className="ed-input"
                value={account.role}
                disabled={busy}
                onChange={(event) => {
                  const role = event.target.value as Role;
                  void act(async () => {
                    await askWith(apiEndpoints.setRole, { name: account.name, role });
                    return `${account.name} is ${roleNames[role]} from their next click on.`;
                  });
                }}
              >
                {roleOptions}
              </select>
            </label>
            <form
              className="ed-accounts__email"
              onSubmit={(event) => {
                event.preventDefault();
                const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
                void act(async () => {
                  await askWith(apiEndpoints.setEmail, { name: account.name, email });
                  return email
                    ? `${account.name}'s notices go to ${email}.`
                    : `${account.name} gets no e-mail notices.`;
                });
              }}
            >
              <EmailLabel key={account.email ?? ""} defaultValue={account.email ?? ""} />
              <button type="submit" className="ed-button" disabled={busy}>
                Save the address
              </button>
            </form>
            <p className="ed-approvals__actions">
              <button
                type="button"
                className="ed-button"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const made = await askWith(apiEndpoints.newLink, { name: account.name });
                    return handOver(
                      made,
                      `${account.name}'s password and sessions have ended; give them the new link.`,
                    );
                  })
                }
              >
                New sign-in link
              </button>{" "}
              <button
                type="button"
                className="ed-button"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await askWith(apiEndpoints.unlockAccount, { name: account.name });
                    return `${account.name} can sign in again at once, if wrong passwords had locked them out.`;
                  })
                }
              >
                Lift a sign-in lock
              </button>{" "}
              {removing === account.name ? (
                <ConfirmBox
                  question={`Remove ${account.name}?`}
                  confirmLabel="Remove the account"
                  tone="danger"
                  openerId={`${id}-remove-${index}`}
                  onConfirm={() => {
                    setRemoving(undefined);
                    void act(async () => {
                      await askWith(apiEndpoints.removeAccount, { name: account.name });
                      return `${account.name} is removed and signed out everywhere.`;
                    });
                  }}
                  onCancel={() => setRemoving(undefined)}
                >
                  {account.name} can no longer sign in, and is signed out at once. What they published stays in the
                  History under their name.
                </ConfirmBox>
              ) : (
                <button
                  id={`${id}-remove-${index}`}
                  type="button"
                  className="ed-button ed-button--danger"
                  disabled={busy}
                  onClick={() => setRemoving(account.name)}
                >
                  Remove
                </button>
              )}
            </p>
          </li>
        ))}
      </ul>
    </ViewOfItsOwn>
  );
}

function AddAccountForm({ busy, onAdd }: { busy: boolean; onAdd: (name: string, role: Role, email: string) => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("contributor");
  return (
    <form
      className="ed-accounts__add"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(name.trim(), role, email.trim());
        setName("");
        setEmail("");
      }}
    >
      <h2 className="ed-scheduled__title">Add a person</h2>
      <label>
        Name{" "}
        <input className="ed-input" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Role{" "}
        <select className="ed-input" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {roleOptions}
        </select>
      </label>
      <EmailLabel value={email} onChange={setEmail} />
      <button type="submit" className="ed-button ed-button--primary" disabled={busy || !name.trim()}>
        Add and make a sign-in link
      </button>
    </form>
  );
}

/** Where the editor's notices reach a person: for one who approves, that a proposal waits. */
function EmailLabel(props: { value?: string; defaultValue?: string; onChange?: (value: string) => void }) {
  const { onChange, ...value } = props;
  return (
    <label>
      E-mail for the editor&apos;s notices (optional){" "}
      <input
        className="ed-input"
        type="email"
        name="email"
        maxLength={254}
        {...value}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
    </label>
  );
}
