import { useState } from "react";
import { isLocalMoment, type LocalMoment } from "../../../src/dates/local-moment.ts";

// Kept for the tab, so that following links in the preview keeps the chosen day.
const storageKey = "preview-moment";

function stored(): LocalMoment | undefined {
  const value = window.sessionStorage.getItem(storageKey) ?? "";
  return isLocalMoment(value) ? value : undefined;
}

/**
 * The moment the preview shows the site as of ("See the site on…"), chosen by staff to check a
 * holiday or a notice before it comes; undefined for now.
 */
export function usePreviewMoment(): [LocalMoment | undefined, (moment: LocalMoment | undefined) => void] {
  const [moment, setMoment] = useState(stored);
  const choose = (next: LocalMoment | undefined) => {
    if (next && isLocalMoment(next)) window.sessionStorage.setItem(storageKey, next);
    else window.sessionStorage.removeItem(storageKey);
    setMoment(next && isLocalMoment(next) ? next : undefined);
  };
  return [moment, choose];
}
