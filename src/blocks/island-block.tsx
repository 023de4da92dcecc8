import type { ComponentType } from "react";
import { knownImagesIn } from "../images/known-images.ts";
import { Island } from "../islands/Island.tsx";
import type { BlockOf } from "./block-types.ts";
import { islandBlocks, type IslandBlockType } from "./island-blocks.ts";
import { islandShownSite } from "../islands/island-shown-site.ts";
import { useShownSite } from "../language/shown-site.tsx";
import { preloadableBlock, type PreloadableBlock } from "./preloadable-block.tsx";
import { useBlockPlacement } from "./render-context/block-placement.tsx";
import { useHeadingLevel } from "./render-context/heading-level.tsx";

interface IslandBlockOptions {
  /**
   * The block works without script until the visitor first taps, focuses or types in it, so its code
   * waits for that wherever it stands: a visitor who only reads the page downloads none of it.
   */
  waitsForUse?: boolean;
}

/**
 * A registry entry for a block type that needs script in the browser: on a visitor's page the block
 * hydrates on its own, as an island, with its code from island-blocks.ts; every other block of the
 * page stays HTML. One near the top of the page starts after the first paint, one further down when
 * it comes near the screen, one that waits for use when the visitor first uses it.
 */
export function islandBlock<T extends IslandBlockType>(
  type: T,
  { waitsForUse = false }: IslandBlockOptions = {},
): PreloadableBlock<{ block: BlockOf<T> }> {
  const Loaded = preloadableBlock(islandBlocks[type] as () => Promise<ComponentType<{ block: BlockOf<T> }>>);
  function IslandBlock({ block }: { block: BlockOf<T> }) {
    const headingLevel = useHeadingLevel();
    const placement = useBlockPlacement();
    const shownSite = useShownSite();
    return (
      <Island
        describe={() => ({
          name: type,
          block,
          headingLevel,
          placement,
          images: knownImagesIn(block),
          shown: islandShownSite(type, shownSite),
        })}
        start={waitsForUse ? "use" : placement.nearTop ? "load" : "visible"}
      >
        <Loaded block={block} />
      </Island>
    );
  }
  return Object.assign(IslandBlock, { preload: Loaded.preload });
}
