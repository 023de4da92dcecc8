import { useSyncExternalStore } from "react";

/** Puck's narrow layout, in which its header folds behind a menu button and a panel takes its place. */
const phoneWidth = "(max-width: 637px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(phoneWidth);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the editor is on a phone-sized screen now (follows a turn of the phone or a resize). */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneWidth).matches,
    () => false,
  );
}
