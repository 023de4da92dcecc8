import type { ComponentType } from "react";
import type { WordGroup } from "../language/words/english.ts";
import type { Block, Site } from "../manifest/site-manifest.generated.ts";
import type { BlockComponent, BlockType } from "./block-types.ts";

/**
 * What a sample picture is drawn as: a wide scene with room for a headline, a card of one subject, a
 * person, or a room of the clinic.
 */
export type PictureKind = "wide" | "card" | "portrait" | "room";

export interface PictureUse {
  kind: PictureKind;
  width: number;
  height: number;
}

/** A block type that needs script in the browser: on a visitor's page it alone hydrates, on its own. */
export interface IslandDescriptor {
  /**
   * The block works without script until the visitor first taps, focuses or types in it, so its code
   * waits for that wherever it stands: a visitor who only reads the page downloads none of it.
   */
  waitsForUse?: boolean;
  /** The groups of the engine's words it draws: its island is given only those, in the page's language. */
  words: readonly WordGroup[];
  /** The site's settings it reads (useSite): its island is given those; none when not listed. */
  siteSettings?: readonly (keyof Site)[];
}

interface Descriptor<T extends BlockType> {
  type: T;
  /** Its component, in a chunk of its own: a visitor's page loads only the code of its islands. */
  code: () => Promise<BlockComponent<T>>;
  /**
   * The stylesheets of src/styles/shared/ it is drawn with besides its own (each .css of its folder).
   * A built page inlines page.css and the stylesheets of the blocks it holds, nothing else, so its
   * HTML and first-paint CSS fit the first round trip; a browser test checks that each class a page
   * uses is styled by the page's own styles.
   */
  sharedStyles?: readonly string[];
  /**
   * How the sample generator draws the pictures it shows: `all` of them, or those of one property
   * (`background`). Shaped as the block shows them, so a sample is cropped as a real photo there would be.
   */
  samplePictures?: { all?: PictureUse } & Record<string, PictureUse>;
}

/**
 * Everything the engine knows of a block type besides its schema, in its folder's `block.ts`: a block
 * drawn as HTML alone, with no script on a visitor's page.
 */
export interface BlockDescriptor<T extends BlockType> extends Descriptor<T> {
  island?: undefined;
}

/**
 * The descriptor of a block that needs script in the browser, in its folder's `island.ts`: a visitor's
 * page script finds island code by that name alone (src/islands/island-code.ts), so no other block's
 * code is ever part of it.
 */
export interface IslandBlockDescriptor<T extends BlockType> extends Descriptor<T> {
  island: IslandDescriptor;
}

/** What the registry holds of each block type. */
export type AnyDescriptorOf<T extends BlockType> = BlockDescriptor<T> | IslandBlockDescriptor<T>;

/** A block's code where its type is not known until run time (a page's blocks, an island's name). */
export type AnyBlockCode = () => Promise<ComponentType<{ block: Block }>>;
