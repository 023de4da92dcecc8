import type { RefusalKind } from "../../../src/forms/request-contract.ts";
import type { RefusedCounts } from "../../shared/requests-contract.ts";

const why: Record<RefusalKind, string> = {
  "too-many": "too many from one address",
  proof: "not shown to come from a person",
  fields: "with fields the form's rules refuse",
  "too-large": "too large for a form",
  "bad-request": "not sent by the site's forms",
  unavailable: "while the server could not keep them",
};

/**
 * What the forms' endpoint turned away since the service started, by why: counted, never kept. A burst
 * from one address or of robots shows here, though none of it reaches the list.
 */
export function RefusedLine({ refused, since }: { refused: RefusedCounts; since: string }) {
  const parts = (Object.keys(why) as RefusalKind[])
    .filter((kind) => refused.counts[kind] > 0)
    .map((kind) => `${refused.counts[kind]} ${why[kind]}`);
  if (parts.length === 0) return null;
  return (
    <p className="ed-requests__refused">
      Turned away since {since}: {parts.join(", ")}. Nothing of them was kept.
    </p>
  );
}
