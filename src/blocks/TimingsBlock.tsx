import { FiClock } from "react-icons/fi";
import { BlockHeading } from "./render-context/heading-level.tsx";
import { SiteLink } from "../layout/SiteLink.tsx";
import type { BlockOf } from "./block-types.ts";
import { SectionHeader } from "./SectionHeader.tsx";

export function TimingsBlock({ block }: { block: BlockOf<"timings"> }) {
  return (
    <section className="section timings">
      <div className="container">
        <SectionHeader heading={block.heading} intro={block.intro} />
        <div className="timings__grid">
          {block.sections.map((section, i) => (
            <article key={i} className="timings__card">
              <BlockHeading level="item" className="timings__section">
                <FiClock aria-hidden="true" />
                {section.section}
              </BlockHeading>
              <table className="timings__table">
                <tbody>
                  {section.timings.map((timing, j) => (
                    <tr key={j}>
                      <th scope="row">
                        {timing.day}
                        {timing.shift && <span className="timings__shift">{timing.shift}</span>}
                      </th>
                      <td>{timing.time}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </article>
          ))}
        </div>
        {block.cta && (
          <p className="timings__cta">
            <SiteLink href={block.cta.href} className="button">
              {block.cta.label}
            </SiteLink>
          </p>
        )}
      </div>
    </section>
  );
}
