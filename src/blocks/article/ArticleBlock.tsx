import { usePictureLoading } from "../render-context/block-placement.tsx";
import { BlockHeading } from "../render-context/heading-level.tsx";
import type { BlockOf } from "../block-types.ts";
import { SiteImage } from "../../images/SiteImage.tsx";
import { columnSizes } from "../../images/column-sizes.ts";
import { RichText } from "../../text/RichText.tsx";
import { Text } from "../../text/Text.tsx";
import { altAttributes } from "../picture-alt.ts";

export function ArticleBlock({ block }: { block: BlockOf<"article"> }) {
  const pictureLoading = usePictureLoading();
  return (
    <section className="section article">
      <div className="container">
        {block.image && (
          <SiteImage
            className="article__hero"
            sizes={columnSizes([{ from: 0, columns: 1, gapPx: 0 }])}
            src={block.image.src}
            {...altAttributes(block.image.alt)}
            width={1600}
            height={640}
            {...pictureLoading(0, 1)}
            decoding="async"
          />
        )}
        <div className="article__columns">
          <article className="article__body">
            <BlockHeading className="article__title">
              <Text value={block.title} />
            </BlockHeading>
            {block.paragraphs.map((paragraph, i) => (
              <p key={i}>
                <RichText text={paragraph} />
              </p>
            ))}
          </article>
          <div className="article__aside" />
        </div>
      </div>
    </section>
  );
}
