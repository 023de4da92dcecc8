import { useSite, useWords } from "../../language/shown-site.tsx";
import { dayNamesIn } from "../../hours/hours-words.ts";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { dayRangeText, timeRangeText } from "../../hours/hours-text.ts";
import { hoursNamed } from "../../hours/opening-hours.ts";
import { Icon } from "../../icons/Icon.tsx";
import { Text } from "../../text/Text.tsx";
import { SpecialHoursList } from "../SpecialHoursList.tsx";

/**
 * One table per named entry of the site's opening hours, in the block's order, each with its holidays
 * and special hours under it from `upcomingDays` before they start.
 */
export function TimingsBlock({ block }: { block: BlockOf<"timings"> }) {
  const site = useSite();
  const dayNames = dayNamesIn(useWords());
  const entries = block.hours.flatMap((name) => hoursNamed(site.openingHours, name) ?? []);
  return (
    <section className="section timings">
      <div className="container">
        <SectionHeader heading={block.heading} intro={block.intro} />
        <div className="timings__grid">
          {entries.map((entry, i) => (
            <article key={i} className="timings__card">
              <BlockHeading level="item" className="timings__section">
                <Icon id="clock" />
                <Text value={entry.name} />
              </BlockHeading>
              <table className="timings__table">
                <tbody>
                  {entry.times.map((time, j) => (
                    <tr key={j}>
                      <th scope="row">
                        {dayRangeText(time, dayNames)}
                        {time.shift && (
                          <span className="timings__shift">
                            <Text value={time.shift} />
                          </span>
                        )}
                      </th>
                      <td>
                        <Text value={timeRangeText(time)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <SpecialHoursList entry={entry} upcomingDays={block.upcomingDays} />
            </article>
          ))}
        </div>
        {block.cta && (
          <p className="timings__cta">
            <SiteLink href={block.cta.href} className="button">
              <Text value={block.cta.label} />
            </SiteLink>
          </p>
        )}
      </div>
    </section>
  );
}
