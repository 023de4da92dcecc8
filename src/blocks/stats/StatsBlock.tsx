import { useWords } from "../../language/shown-site.tsx";
import { plainText } from "../../text/shown-text.ts";
import { BlockHeading } from "../render-context/heading-level.tsx";
import type { BlockOf } from "../block-types.ts";
import { Text } from "../../text/Text.tsx";

export function StatsBlock({ block }: { block: BlockOf<"stats"> }) {
  const { factsAndFigures } = useWords();
  return (
    <section className="section stats" aria-label={block.heading ? undefined : plainText(factsAndFigures)}>
      <div className="container">
        {block.heading && (
          <BlockHeading className="section__title stats__heading">
            <Text value={block.heading} />
          </BlockHeading>
        )}
        <dl className="stats__list">
          {block.items.map((item, i) => (
            <div key={i} className="stats__item">
              <dt className="stats__title">
                <Text value={item.title} />
              </dt>
              <dd className="stats__number">
                <Text value={item.number} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
