import type { BlockComponent, BlockType } from "./block-types.ts";

/**
 * The code of every block type that needs script in the browser, each in its own chunk. The block
 * registry marks these types as islands (islandBlock): on a visitor's page each such block hydrates
 * on its own, and a page with none of them sends no script at all. Nothing here imports React's DOM
 * or another block, so a page's script loads exactly the islands it has.
 */
export const islandBlocks = {
  heroSlider: () => import("./HeroSliderBlock.tsx").then((m) => m.HeroSliderBlock),
  // keen-slider loads only with pages that have a carousel.
  carousel: () => import("./CarouselBlock.tsx").then((m) => m.CarouselBlock),
  testimonials: () => import("./TestimonialsBlock.tsx").then((m) => m.TestimonialsBlock),
  // The gallery and the directory load react-photo-view themselves, on the first open of a picture.
  gallery: () => import("./GalleryBlock.tsx").then((m) => m.GalleryBlock),
  doctorDirectory: () => import("./DoctorDirectoryBlock.tsx").then((m) => m.DoctorDirectoryBlock),
  contactForm: () => import("./ContactFormBlock.tsx").then((m) => m.ContactFormBlock),
  appointmentForm: () => import("./AppointmentFormBlock.tsx").then((m) => m.AppointmentFormBlock),
} satisfies { [T in BlockType]?: () => Promise<BlockComponent<T>> };

export type IslandBlockType = keyof typeof islandBlocks;
