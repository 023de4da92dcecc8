import type { OpeningHours, SpecialHours, Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { dayOfMoment } from "../dates/local-moment.ts";
import { dayText } from "../dates/date-words.ts";
import { useSiteMoment } from "../dates/site-moment.tsx";
import { clockRangeText } from "../hours/hours-text.ts";
import { lastDateOf, specialHoursShown } from "../hours/special-hours.ts";
import { useShownLanguage, useWords } from "../language/shown-site.tsx";
import { Text, TextsInLine } from "../text/Text.tsx";
import { BlockHeading } from "./render-context/heading-level.tsx";

/** "Morning 9:00 AM - 12:00 PM, 5:00 PM - 7:00 PM", or the note (Closed). */
function SpecialTimes({ special }: { special: SpecialHours }) {
  if (!special.times) return <Text value={special.note ?? ""} />;
  const parts = special.times.flatMap((time, index): TextValue[] => [
    ...(index > 0 ? [", "] : []),
    ...(time.shift ? [time.shift, " "] : []),
    clockRangeText(time.opens, time.closes),
  ]);
  return <TextsInLine values={parts} />;
}

function Dates({ special, language, thisYear }: { special: SpecialHours; language: string; thisYear: string }) {
  const last = lastDateOf(special);
  return (
    <>
      <time dateTime={special.firstDate}>{dayText(special.firstDate, language, thisYear)}</time>
      {last !== special.firstDate && (
        <>
          {" – "}
          <time dateTime={last}>{dayText(last, language, thisYear)}</time>
        </>
      )}
    </>
  );
}

/**
 * An entry's holidays and special hours that visitors see as of the page's moment (on now, or starting
 * within `upcomingDays`), one line each under a heading of their own: "Diwali, Sun 1 Nov – Tue 3 Nov:
 * Closed". Nothing when none.
 */
export function SpecialHoursList({ entry, upcomingDays }: { entry: OpeningHours; upcomingDays?: number }) {
  const moment = useSiteMoment();
  const { code } = useShownLanguage();
  const words = useWords();
  const shown = specialHoursShown(entry, dayOfMoment(moment), upcomingDays);
  if (shown.length === 0) return null;
  const thisYear = moment.slice(0, 4);
  return (
    <div className="special-hours">
      <BlockHeading level="part">
        <Text value={words.specialHours} />
      </BlockHeading>
      <ul>
        {shown.map((special, i) => (
          <li key={i}>
            {special.label !== undefined && <TextsInLine values={[special.label, ", "]} />}
            <Dates special={special} language={code} thisYear={thisYear} />
            {": "}
            <strong>
              <SpecialTimes special={special} />
            </strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
