import type { BlockType } from "../blocks/block-types.ts";
import type { BlockPlacement } from "../blocks/render-context/block-placement.tsx";
import type { MeasuredImages } from "../images/image-variants.ts";
import type { Block } from "../manifest/site-manifest.generated.ts";
import type { IslandShownSite } from "../language/shown-site.tsx";
import type { AddressBreadcrumbProps } from "../layout/AddressBreadcrumb.tsx";

/**
 * When an island's script runs: at once after the first paint (it is on the first screen), when it
 * comes near the screen, or only once the visitor uses it ("use": a block that is whole without
 * script until then, such as a form). Whichever it is, a tap or a focus inside it starts it at once.
 */
export type IslandStart = "load" | "visible" | "use";

/** A block that hydrates on its own, with the context it is drawn in on the page. */
export interface BlockIsland {
  name: BlockType;
  block: Block;
  headingLevel: 1 | 2;
  placement: BlockPlacement;
  /** What the build measured of the pictures the block names: the island draws the same variants. */
  images: MeasuredImages;
  /** The page's language, the engine's words the island draws and, if it reads them, the site's settings. */
  shown: IslandShownSite;
}

/** The breadcrumb of a page served for many addresses (/doctors/:doctorId): it names the address shown. */
export interface AddressBreadcrumbIsland extends AddressBreadcrumbProps {
  name: "addressBreadcrumb";
}

/** Everything an island is drawn from: written into the page as JSON, the same on the server and in the browser. */
export type IslandSpec = BlockIsland | AddressBreadcrumbIsland;
