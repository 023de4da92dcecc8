import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SiteIcon } from "../site-icons.tsx";
import { SectionHeader } from "../SectionHeader.tsx";
import { RichText } from "../../text/RichText.tsx";
import { Text } from "../../text/Text.tsx";

export function FeatureGridBlock({ block }: { block: BlockOf<"featureGrid"> }) {
  return (
    <section className="section feature-grid">
      <div className="container">
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className="feature-grid__list">
          {block.items.map((item, i) => (
            <li key={i} className="feature-grid__item">
              {item.icon && (
                <span className="feature-grid__icon">
                  <SiteIcon name={item.icon} />
                </span>
              )}
              <BlockHeading level="item" className="feature-grid__title">
                {item.href ? (
                  <SiteLink href={item.href}>
                    <Text value={item.title} />
                  </SiteLink>
                ) : (
                  <Text value={item.title} />
                )}
              </BlockHeading>
              <p className="feature-grid__text">
                <RichText text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
