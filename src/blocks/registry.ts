import { lazy, type ComponentType } from "react";
import type { Block } from "../manifest/site-manifest.generated.ts";
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

export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<{ block: BlockOf<T> }>;

/** Every block type of the schema, mapped to the one component that draws it. */
export const blockRegistry: { [T in BlockType]: BlockComponent<T> } = {
  pageBanner: PageBannerBlock,
  cardGrid: CardGridBlock,
  article: ArticleBlock,
  heroSlider: HeroSliderBlock,
  // keen-slider loads only with pages that have a carousel.
  carousel: lazy(() => import("./CarouselBlock.tsx").then((m) => ({ default: m.CarouselBlock }))),
  mediaText: MediaTextBlock,
  featureGrid: FeatureGridBlock,
  timings: TimingsBlock,
  testimonials: TestimonialsBlock,
  stats: StatsBlock,
  callToAction: CallToActionBlock,
  contactForm: lazy(() => import("./ContactFormBlock.tsx").then((m) => ({ default: m.ContactFormBlock }))),
  contactDetails: ContactDetailsBlock,
  appointmentForm: lazy(() => import("./AppointmentFormBlock.tsx").then((m) => ({ default: m.AppointmentFormBlock }))),
  // The gallery and the directory load react-photo-view themselves, on the first open of a picture.
  gallery: GalleryBlock,
  people: PeopleBlock,
  doctorDirectory: DoctorDirectoryBlock,
  doctorProfile: DoctorProfileBlock,
};
