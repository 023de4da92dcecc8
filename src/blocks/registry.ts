import type { AnyDescriptorOf } from "./block-descriptor.ts";
import type { BlockType } from "./block-types.ts";
import { appointmentForm } from "./appointmentForm/island.ts";
import { article } from "./article/block.ts";
import { callToAction } from "./callToAction/block.ts";
import { cardGrid } from "./cardGrid/block.ts";
import { carousel } from "./carousel/island.ts";
import { contactDetails } from "./contactDetails/block.ts";
import { contactForm } from "./contactForm/island.ts";
import { doctorDirectory } from "./doctorDirectory/island.ts";
import { doctorProfile } from "./doctorProfile/block.ts";
import { featureGrid } from "./featureGrid/block.ts";
import { gallery } from "./gallery/island.ts";
import { heroSlider } from "./heroSlider/island.ts";
import { mediaText } from "./mediaText/block.ts";
import { notice } from "./notice/block.ts";
import { pageBanner } from "./pageBanner/block.ts";
import { people } from "./people/block.ts";
import { stats } from "./stats/block.ts";
import { testimonials } from "./testimonials/island.ts";
import { timings } from "./timings/block.ts";

/**
 * Every block type of the schema, each with its folder's descriptor (block.ts, or island.ts for a
 * block that needs script in the browser): its component, its stylesheets, its sample pictures. Typed
 * so that each component takes exactly its own type's block; a unit test fails when the schema names a
 * type this does not, or the reverse. Adding a block type: its schema definition, its folder, and its
 * import and entry here.
 */
export const blockRegistry: { [T in BlockType]: AnyDescriptorOf<T> } = {
  pageBanner,
  cardGrid,
  article,
  heroSlider,
  carousel,
  mediaText,
  featureGrid,
  timings,
  notice,
  testimonials,
  stats,
  callToAction,
  contactForm,
  contactDetails,
  appointmentForm,
  gallery,
  people,
  doctorDirectory,
  doctorProfile,
};

export const blockTypes = Object.keys(blockRegistry) as BlockType[];
