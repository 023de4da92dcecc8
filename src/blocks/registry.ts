import type { Block } from "../manifest/site-manifest.generated.ts";
import type { BlockComponent, BlockType } from "./block-types.ts";
import { ArticleBlock } from "./ArticleBlock.tsx";
import { CallToActionBlock } from "./CallToActionBlock.tsx";
import { CardGridBlock } from "./CardGridBlock.tsx";
import { FeatureGridBlock } from "./FeatureGridBlock.tsx";
import { HeroSliderBlock } from "./HeroSliderBlock.tsx";
import { MediaTextBlock } from "./MediaTextBlock.tsx";
import { ContactDetailsBlock } from "./ContactDetailsBlock.tsx";
import { PageBannerBlock } from "./PageBannerBlock.tsx";
import { StatsBlock } from "./StatsBlock.tsx";
import { TestimonialsBlock } from "./TestimonialsBlock.tsx";
import { TimingsBlock } from "./TimingsBlock.tsx";
import { DoctorDirectoryBlock } from "./DoctorDirectoryBlock.tsx";
import { DoctorProfileBlock } from "./DoctorProfileBlock.tsx";
import { GalleryBlock } from "./GalleryBlock.tsx";
import { PeopleBlock } from "./PeopleBlock.tsx";
import { isPreloadable, preloadableBlock } from "./preloadable-block.tsx";

/** Every block type of the schema, mapped to the one component that draws it. */
export const blockRegistry: { [T in BlockType]: BlockComponent<T> } = {
  pageBanner: PageBannerBlock,
  cardGrid: CardGridBlock,
  article: ArticleBlock,
  heroSlider: HeroSliderBlock,
  // keen-slider loads only with pages that have a carousel.
  carousel: preloadableBlock(() => import("./CarouselBlock.tsx").then((m) => m.CarouselBlock)),
  mediaText: MediaTextBlock,
  featureGrid: FeatureGridBlock,
  timings: TimingsBlock,
  testimonials: TestimonialsBlock,
  stats: StatsBlock,
  callToAction: CallToActionBlock,
  contactForm: preloadableBlock(() => import("./ContactFormBlock.tsx").then((m) => m.ContactFormBlock)),
  contactDetails: ContactDetailsBlock,
  appointmentForm: preloadableBlock(() => import("./AppointmentFormBlock.tsx").then((m) => m.AppointmentFormBlock)),
  // The gallery and the directory load react-photo-view themselves, on the first open of a picture.
  gallery: GalleryBlock,
  people: PeopleBlock,
  doctorDirectory: DoctorDirectoryBlock,
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
