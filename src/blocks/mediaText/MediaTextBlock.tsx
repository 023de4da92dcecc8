import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SiteImage } from "../../images/SiteImage.tsx";
import { columnSizes } from "../../images/column-sizes.ts";
import { usePictureLoading } from "../render-context/block-placement.tsx";
import { RichText } from "../../text/RichText.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { Text } from "../../text/Text.tsx";
import { altAttributes } from "../picture-alt.ts";

// As media-text.css lays it out: picture above the text, then beside it.
const mediaSizes = columnSizes([
  { from: 0, columns: 1, gapPx: 32 },
  { from: 900, columns: 2, gapPx: 56 },
]);

export function MediaTextBlock({ block }: { block: BlockOf<"mediaText"> }) {
  const pictureLoading = usePictureLoading();
  return (
    <section className={`section media-text${block.reverse ? " media-text--reverse" : ""}`}>
      <div className="container media-text__inner">
        <SiteImage
          className="media-text__image"
          sizes={mediaSizes}
          src={block.image.src}
          {...altAttributes(block.image.alt)}
          width={1200}
          height={900}
          {...pictureLoading(0, 1)}
          decoding="async"
        />
        <div className="media-text__body">
          {block.eyebrow && (
            <p className="media-text__eyebrow">
              <Text value={block.eyebrow} />
            </p>
          )}
          <BlockHeading className="section__title media-text__title">
            <Text value={block.heading} />
          </BlockHeading>
          {block.subtitle && (
            <p className="media-text__subtitle">
              <Text value={block.subtitle} />
            </p>
          )}
          {block.paragraphs?.map((paragraph, i) => (
            <p key={i}>
              <RichText text={paragraph} />
            </p>
          ))}
          {block.list && (
            <ul className="media-text__list">
              {block.list.map((item, i) => (
                <li key={i}>
                  <Icon id="check-circle" />
                  <span>
                    <RichText text={item} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          {block.cta && (
            <SiteLink href={block.cta.href} className="button">
              <Text value={block.cta.label} />
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
