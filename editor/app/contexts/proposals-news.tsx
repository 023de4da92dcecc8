import { createContext, useContext } from "react";
import type { OwnProposal } from "../../shared/contract.ts";

/** What the server last said of proposals: how many wait for this person, and their own. */
export interface ProposalsNews {
  /** Undefined for one who may not approve (or where proposals are not kept). */
  waiting?: number;
  own?: OwnProposal;
  /** Shows the person's own proposal as it now is, before the next activity says so. */
  setOwn: (own: OwnProposal | undefined) => void;
}

export const ProposalsNewsContext = createContext<ProposalsNews>({ setOwn: () => undefined });

export const useProposalsNews = (): ProposalsNews => useContext(ProposalsNewsContext);
