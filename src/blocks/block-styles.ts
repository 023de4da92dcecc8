import type { BlockType } from "./block-types.ts";

/**
 * The stylesheets of src/styles/blocks/ each block type is drawn with. A built page inlines
 * src/styles/page.css and the stylesheets of the block types it holds, nothing else, so that its
 * HTML and first-paint CSS fit the first round trip. A browser test checks every built page: each
 * class its HTML uses that a stylesheet styles is in the page's own styles.
 */
export const blockStyles: { [T in BlockType]: readonly string[] } = {
  pageBanner: ["words-over-picture", "page-banner"],
  cardGrid: ["card-grid"],
  article: ["article"],
  heroSlider: ["words-over-picture", "hero-slider"],
  carousel: ["carousel"],
  mediaText: ["media-text"],
  featureGrid: ["feature-grid"],
  timings: ["timings", "special-hours"],
  notice: ["notice"],
  testimonials: ["testimonials"],
  stats: ["stats"],
  callToAction: ["call-to-action"],
  contactForm: ["forms"],
  contactDetails: ["forms"],
  appointmentForm: ["forms"],
  gallery: ["lightbox", "filter", "gallery"],
  people: ["people"],
  doctorDirectory: ["lightbox", "filter", "doctor-directory"],
  doctorProfile: ["doctor-profile", "special-hours"],
};
