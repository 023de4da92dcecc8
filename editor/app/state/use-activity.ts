import { useEffect, useState } from "react";
import { useLatest } from "./use-latest.ts";
import { ask } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { Activity } from "../../shared/contract.ts";

// Often enough that a colleague's publish shows within seconds; an answer is a few hundred bytes.
const every = 4000;

/**
 * Asks the server every few seconds what is new, saying which page this editor has open: the
 * others editing now, and the version published now, which `onActivity` hears about each time.
 */
export function useActivity(page: string, onActivity: (activity: Activity) => void): Activity["editors"] {
  const [editors, setEditors] = useState<Activity["editors"]>([]);
  const heard = useLatest(onActivity);
  useEffect(() => {
    let asking = false;
    const askNow = () => {
      if (asking || document.hidden) return;
      asking = true;
      ask(apiEndpoints.activity, { query: { page } })
        .then((activity) => {
          setEditors(activity.editors);
          heard.current(activity);
        })
        // A missed answer is asked again at the next tick; saving and publishing say when the server is away.
        .catch(() => undefined)
        .finally(() => (asking = false));
    };
    askNow();
    const timer = setInterval(askNow, every);
    document.addEventListener("visibilitychange", askNow);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", askNow);
    };
  }, [page, heard]);
  return editors;
}
