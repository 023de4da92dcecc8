/**
 * The appointment form's rules, as pure functions: no React, no DOM, no clock. The caller says
 * what day it is at the clinic, so the rules give the clinic's answer wherever the visitor is.
 * Messages come from site.json; {day}, {hours} and {week} are filled in here, {phone} is left for
 * the form, which makes it a link.
 */
import type { AppointmentMessages, Text } from "../manifest/site-manifest.generated.ts";
import { fillWords } from "../language/fill-words.ts";
import { dayName, type WeekHours } from "../hours/opening-hours.ts";
import {
  describeSpans,
  describeWeek,
  englishHoursWords,
  isOpenWithin,
  specialDateText,
  spansOnDate,
  type HoursWords,
} from "./appointment-hours.ts";
import type { SpecialDays } from "../hours/special-hours.ts";
import { weekdayOf, type CalendarDay } from "../dates/clinic-calendar.ts";
import { isIndianMobile } from "./phone-rule.ts";
import { isCalendarDay } from "../dates/local-moment.ts";

/** Every field the form has, in the order it shows and sends them. */
export const appointmentFields = [
  "name",
  "phone",
  "medicalRecordNumber",
  "date",
  "time",
  "reason",
  "department",
] as const;
export type AppointmentField = (typeof appointmentFields)[number];
/** `date` is a CalendarDay (yyyy-mm-dd) or empty; `time` is HH:MM or empty. */
export type AppointmentValues = Record<AppointmentField, string>;

/** The most characters each field takes: the form's inputs stop there, and the clinic's server refuses more. */
export const appointmentFieldLimits: Record<AppointmentField, number> = {
  name: 100,
  phone: 15,
  medicalRecordNumber: 40,
  date: 10,
  time: 5,
  reason: 200,
  department: 200,
};

/** The fields with a rule. */
export const checkedFields = ["name", "phone", "date", "time"] as const;
export type CheckedField = (typeof checkedFields)[number];
/**
 * The message of each field in error; a field with none is fine. A message not translated into the
 * page's language stays marked with the one it is in, for the form to show it so.
 */
export type AppointmentErrors = Partial<Record<CheckedField, Text>>;

export interface AppointmentRules {
  /** Today on the clinic's clock (clinicClock). */
  today: CalendarDay;
  /** The time now on the clinic's clock, HH:MM: a time before it today has passed. */
  now: string;
  hours?: WeekHours;
  /** The dates whose hours are not the week's (holidays and special hours of the hours the form names). */
  special?: SpecialDays;
  messages: AppointmentMessages;
  /** How {day}, {hours} and {week} are written, in the page's language; English when absent. */
  words?: HoursWords;
}

function dateError(date: string, { today, hours, special, messages, words }: AppointmentRules): Text | undefined {
  if (date === "" || !isCalendarDay(date)) return messages.dateMissing;
  if (date < today) return messages.datePast;
  if (!hours || spansOnDate(hours, special, date).length > 0) return undefined;
  if (special?.[date])
    return fillWords((words ?? englishHoursWords).closedOnDate, {
      date: specialDateText(special, date, today, words),
    });
  const day = weekdayOf(date);
  return fillWords(messages.dayClosed, { day: dayName(day, words?.days), week: describeWeek(hours, words) });
}

/**
 * Only a day that is open can say which times are: the time is checked against that day's hours.
 * Today, a time already gone on the clinic's clock is refused first, with or without hours.
 */
function timeError(values: AppointmentValues, rules: AppointmentRules, dateIsFine: boolean): Text | undefined {
  const { hours, special, messages, words } = rules;
  if (!dateIsFine) return undefined;
  // The form's time input gives HH:MM or nothing; anything else (a crafted request) is no time of the day.
  const malformed = values.time !== "" && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time);
  if (values.date === rules.today && values.time !== "" && values.time < rules.now) return messages.timePast;
  if (!hours) return malformed ? messages.timePast : undefined;
  const spans = spansOnDate(hours, special, values.date);
  if (!malformed && isOpenWithin(spans, values.time)) return undefined;
  if (special?.[values.date])
    return fillWords((words ?? englishHoursWords).hoursOnDate, {
      date: specialDateText(special, values.date, rules.today, words),
      hours: describeSpans(spans, words),
    });
  const day = weekdayOf(values.date);
  return fillWords(messages.timeOutsideHours, {
    day: dayName(day, words?.days),
    hours: describeSpans(spans, words),
  });
}

/** Every rule at once, as on submit. */
export function checkAppointment(values: AppointmentValues, rules: AppointmentRules): AppointmentErrors {
  const date = dateError(values.date, rules);
  const errors: AppointmentErrors = {
    name: values.name.trim() === "" ? rules.messages.nameMissing : undefined,
    phone: isIndianMobile(values.phone) ? undefined : rules.messages.phoneInvalid,
    date,
    time: timeError(values, rules, date === undefined),
  };
  for (const field of checkedFields) if (errors[field] === undefined) delete errors[field];
  return errors;
}

export function hasAnyError(errors: AppointmentErrors): boolean {
  return checkedFields.some((field) => errors[field] !== undefined);
}
