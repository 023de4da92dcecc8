import { roleMay } from "../../shared/roles.ts";
import { approvalsAddress } from "../../shared/editor-location.ts";
import { roleOf, type AccountStore } from "../accounts/account-store.ts";
import type { MailMessage, SendMail } from "../requests/arrival-mail.ts";

interface ApprovalMailParts {
  accounts: AccountStore;
  send: SendMail;
  from: string;
  /** The editor's address, for the link to what waits. */
  origin: string;
  log: (line: string) => void;
}

/**
 * The e-mail that tells one who may approve that a proposal waits: who asks, and where to read it. Nothing
 * of the change itself, on purpose: the site's words stay in the editor.
 */
export function approvalMessage(
  author: string,
  to: string,
  { from, origin }: Pick<ApprovalMailParts, "from" | "origin">,
) {
  return {
    from,
    to,
    subject: "A change to the website waits for your approval",
    text: [
      `${author} asks for approval of a change to the website.`,
      "",
      `Read it, and approve it or send it back, in the editor: ${origin}${approvalsAddress}`,
      "",
      "This e-mail holds nothing of the change itself: that stays in the editor.",
      "",
    ].join("\n"),
  } satisfies MailMessage;
}

/**
 * Tells each person who may approve, and has an e-mail address in their account, that `author`'s proposal
 * waits (not the author, whatever their role). A message not taken is said in the log without an address:
 * the count in the editor's header still tells them.
 */
export function tellApprovers(parts: ApprovalMailParts): (author: string) => Promise<void> {
  return async (author) => {
    const approvers = parts.accounts
      .list()
      .filter((account) => account.email && account.name !== author && roleMay(roleOf(account), "publish"));
    const sent = await Promise.allSettled(
      approvers.map((account) => parts.send(approvalMessage(author, account.email ?? "", parts))),
    );
    const failed = sent.filter((outcome) => outcome.status === "rejected");
    if (failed.length > 0) {
      const why = (failed[0] as PromiseRejectedResult).reason;
      parts.log(
        `editor proposals: ${failed.length} of ${approvers.length} approvers could not be told by e-mail ` +
          `(${why instanceof Error ? why.message : String(why)}).`,
      );
    }
  };
}
