import type { Block } from "../manifest/site-manifest.generated.ts";
import type { BlockComponent, BlockType } from "./block-types.ts";
import { ArticleBlock } from "./ArticleBlock.tsx";
import { CallToActionBlock } from "./CallToActionBlock.tsx";
import { CardGridBlock } from "./CardGridBlock.tsx";
import { FeatureGridBlock } from "./FeatureGridBlock.tsx";
import { MediaTextBlock } from "./MediaTextBlock.tsx";
import { ContactDetailsBlock } from "./ContactDetailsBlock.tsx";
import { PageBannerBlock } from "./PageBannerBlock.tsx";
import { StatsBlock } from "./StatsBlock.tsx";
import { TimingsBlock } from "./TimingsBlock.tsx";
import { NoticeBlock } from "./NoticeBlock.tsx";
import { DoctorProfileBlock } from "./DoctorProfileBlock.tsx";
import { PeopleBlock } from "./PeopleBlock.tsx";
import { islandBlock } from "./island-block.tsx";
import { isPreloadable } from "./preloadable-block.tsx";

/**
 * Every block type of the schema, mapped to the one component that draws it. A type that needs
 * script in the browser is an islandBlock: on a visitor's page it alone hydrates, and a page
 * without one loads no script at all.
 */
export const blockRegistry: { [T in BlockType]: BlockComponent<T> } = {
  pageBanner: PageBannerBlock,
  cardGrid: CardGridBlock,
  article: ArticleBlock,
  heroSlider: islandBlock("heroSlider"),
  carousel: islandBlock("carousel"),
  mediaText: MediaTextBlock,
  featureGrid: FeatureGridBlock,
  timings: TimingsBlock,
  notice: NoticeBlock,
  testimonials: islandBlock("testimonials"),
  stats: StatsBlock,
  callToAction: CallToActionBlock,
  // Its fields take text without script, and its Send button stays disabled until the form is live,
  // so nothing is sent or lost before: its code waits for the visitor's first tap or focus in it.
  contactForm: islandBlock("contactForm", { waitsForUse: true }),
  contactDetails: ContactDetailsBlock,
  // Not waiting for use: its Preferred Date field opens a calendar, 58 KB of code that would then
  // arrive only after the tap (3.4 s on a slow phone connection).
  appointmentForm: islandBlock("appointmentForm"),
  gallery: islandBlock("gallery"),
  people: PeopleBlock,
  doctorDirectory: islandBlock("doctorDirectory"),
  doctorProfile: DoctorProfileBlock,
};

/** Loads the code of every block a page uses that lives in its own chunk. */
export function preloadBlocks(blocks: Block[]): Promise<unknown> {
  return Promise.all(
    blocks.map((block) => {
      const component: object = blockRegistry[block.type];
      return isPreloadable(component) ? component.preload() : undefined;
    }),
  );
}
