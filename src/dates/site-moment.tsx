import { createContext, useContext, type ReactNode } from "react";
import type { LocalMoment } from "./local-moment.ts";

/*
 * The moment a page is drawn as of: the build's (now, or `--at`), or the one the editor's preview is
 * asked to show. What is on that day (holiday hours, notices) is read from it, never from a clock.
 */
const SiteMomentContext = createContext<LocalMoment | undefined>(undefined);

export function SiteMomentProvider({ moment, children }: { moment: LocalMoment; children: ReactNode }) {
  return <SiteMomentContext.Provider value={moment}>{children}</SiteMomentContext.Provider>;
}

export function useSiteMoment(): LocalMoment {
  const moment = useContext(SiteMomentContext);
  if (moment === undefined)
    throw new Error(
      "A page is drawn as of a moment: the app, the canvas and the preview give one (SiteMomentProvider).",
    );
  return moment;
}
