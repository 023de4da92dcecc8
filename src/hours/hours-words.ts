import type { ShownWords } from "../language/engine-words.ts";
import { plainText } from "../text/shown-text.ts";
import type { HoursWords } from "../forms/appointment-hours.ts";
import { weekOrder, type DayNames } from "./opening-hours.ts";

/** The weekday names among the engine's words of a page, as plain words (a table cell, a message). */
export function dayNamesIn(words: Pick<ShownWords, keyof DayNames>): DayNames {
  return Object.fromEntries(weekOrder.map((day) => [day, plainText(words[day])])) as DayNames;
}

/** How the appointment form writes out its hours, in the page's language (`languageCode`). */
export function hoursWordsIn(words: ShownWords, languageCode: string): HoursWords {
  return {
    days: dayNamesIn(words),
    fromTo: plainText(words.fromTo),
    listAnd: plainText(words.listAnd),
    dayToDay: plainText(words.dayToDay),
    closedOnDate: plainText(words.closedOnDate),
    hoursOnDate: plainText(words.hoursOnDate),
    closedOnDates: plainText(words.closedOnDates),
    languageCode,
  };
}
