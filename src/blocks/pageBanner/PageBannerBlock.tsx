import { usePictureLoading } from "../render-context/block-placement.tsx";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SiteImage } from "../../images/SiteImage.tsx";
import { Text } from "../../text/Text.tsx";

export function PageBannerBlock({ block }: { block: BlockOf<"pageBanner"> }) {
  const pictureLoading = usePictureLoading();
  return (
    <section className="page-banner">
      <SiteImage
        className="page-banner__image"
        src={block.image}
        sizes="100vw"
        coverHeight="16rem"
        alt=""
        {...pictureLoading(0, 1)}
        decoding="async"
      />
      <div className="container page-banner__content">
        <BlockHeading className="page-banner__title">
          <Text value={block.title} />
        </BlockHeading>
        {block.text && (
          <p className="page-banner__text">
            <Text value={block.text} />
          </p>
        )}
        {block.cta && (
          <SiteLink href={block.cta.href} className="button button--light">
            <Text value={block.cta.label} />
          </SiteLink>
        )}
      </div>
    </section>
  );
}
