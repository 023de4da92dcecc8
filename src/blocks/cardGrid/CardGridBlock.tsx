import { usePictureLoading } from "../render-context/block-placement.tsx";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { columnSizes } from "../../images/column-sizes.ts";
import { Icon } from "../../icons/Icon.tsx";
import { Text } from "../../text/Text.tsx";

export function CardGridBlock({ block }: { block: BlockOf<"cardGrid"> }) {
  const pictureLoading = usePictureLoading();
  // Exactly four cards make one row of four on wide screens (see card-grid.css).
  const wideColumns = block.cards.length === 4 ? 4 : 3;
  const sizes = columnSizes([
    { from: 0, columns: 1, gapPx: 24 },
    { from: 600, columns: 2, gapPx: 24 },
    { from: 992, columns: wideColumns, gapPx: 24 },
  ]);
  return (
    <section className="section card-grid">
      <div className="container">
        {block.heading && <SectionHeader heading={block.heading} intro={block.intro} />}
        <ul className="tile-grid card-grid__list">
          {block.cards.map((card, i) => (
            <li key={i} className="tile card">
              {card.image && (
                <SiteImage
                  className="card__image"
                  sizes={sizes}
                  src={card.image}
                  alt=""
                  width={720}
                  height={480}
                  {...pictureLoading(i, wideColumns)}
                  decoding="async"
                />
              )}
              <div className="card__body">
                {card.date && (
                  <p className="card__date">
                    <Text value={card.date} />
                  </p>
                )}
                <BlockHeading level={block.heading ? "item" : "block"} className="card__title">
                  <Text value={card.title} />
                </BlockHeading>
                {card.subtitle && (
                  <p className="card__subtitle">
                    <Text value={card.subtitle} />
                  </p>
                )}
                {card.href && card.linkLabel && (
                  <SiteLink href={card.href} className="card__link">
                    <Text value={card.linkLabel} />{" "}
                    <span className="visually-hidden">
                      about <Text value={card.title} />
                    </span>
                    <Icon id="arrow-right" />
                  </SiteLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
