import { useEffect, useState } from "react";
import type { Locale } from "date-fns";

/**
 * The date picker's month and weekday names in the languages the engine speaks, each in its own
 * chunk: a page loads only its own, and only once its form is hydrated (the calendar is drawn when it
 * opens, never in the prerendered page). Any other language shows the calendar in English.
 */
export const calendarLocales: Record<string, () => Promise<Locale>> = {
  gu: () => import("date-fns/locale/gu").then((module) => module.gu),
  hi: () => import("date-fns/locale/hi").then((module) => module.hi),
};

export function useCalendarLocale(code: string): Locale | undefined {
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let current = true;
    calendarLocales[code]?.()
      .then((loaded) => current && setLocale(loaded))
      .catch((error: unknown) => console.error(`The calendar's names in "${code}" could not be loaded.`, error));
    return () => {
      current = false;
    };
  }, [code]);
  return locale;
}
