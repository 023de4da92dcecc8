import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SiteImage } from "../../images/SiteImage.tsx";
import { Text } from "../../text/Text.tsx";

export function CallToActionBlock({ block }: { block: BlockOf<"callToAction"> }) {
  return (
    <section className="call-to-action">
      {/* A faint backdrop, cropped on phones: its sharpness never shows, so the screen's width is enough. */}
      {block.image && (
        <SiteImage
          className="call-to-action__image"
          src={block.image}
          sizes="100vw"
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="container call-to-action__inner">
        <div>
          <BlockHeading className="call-to-action__title">
            <Text value={block.title} />
          </BlockHeading>
          {block.text && (
            <p className="call-to-action__text">
              <Text value={block.text} />
            </p>
          )}
        </div>
        <SiteLink href={block.cta.href} className="button button--light">
          <Text value={block.cta.label} />
        </SiteLink>
      </div>
    </section>
  );
}
