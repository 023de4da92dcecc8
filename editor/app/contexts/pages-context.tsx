import { createContext, useContext } from "react";
import type { JsonObject } from "../../shared/schema/json-value.ts";

export interface PageSummary {
  index: number;
  path: string;
  title: string;
  /** The others who have this page open in their editor now. */
  editors: string[];
}

/** The site's pages and what the page list can do with them. */
export interface PagesControl {
  pages: PageSummary[];
  currentIndex: number | undefined;
  settingsOpen: boolean;
  openPage: (index: number) => void;
  openSettings: () => void;
  /** On the clinic's server only: the published versions. */
  openHistory: () => void;
  /** On the clinic's server only: patients' requests, to call back. */
  openRequests: () => void;
  /** On the clinic's server, for those who may publish: proposals waiting for approval. */
  openApprovals: () => void;
  /** On the clinic's server, for the owner: who may sign in, and what each may do. */
  openAccounts: () => void;
  /** The pictures in the folder that no page uses, to remove. */
  openPictures: () => void;
  /** On a site of several languages: how far each is translated. */
  openTranslations: () => void;
  addPage: (route: JsonObject) => void;
  deletePage: (index: number) => void;
  /** A page as site.json holds it now (for "copy of"). */
  routeAt: (index: number) => JsonObject | undefined;
}

export const PagesContext = createContext<PagesControl | undefined>(undefined);

export function usePages(): PagesControl {
  const pages = useContext(PagesContext);
  if (!pages) throw new Error("The page list is shown outside the editor.");
  return pages;
}
