import type { AnyBlockCode, IslandDescriptor } from "../blocks/block-descriptor.ts";
import type { BlockType } from "../blocks/block-types.ts";
import { useBlockPlacement } from "../blocks/render-context/block-placement.tsx";
import { useHeadingLevel } from "../blocks/render-context/heading-level.tsx";
import { preloadableBlock, type PreloadableBlock } from "../app/preloadable-block.tsx";
import { knownImagesIn } from "../images/known-images.ts";
import { useShownSite } from "../language/shown-site.tsx";
import type { Block } from "../manifest/site-manifest.generated.ts";
import { Island } from "./Island.tsx";
import { islandShownSite } from "./island-shown-site.ts";

/**
 * The component of a block type whose descriptor says it is an island: on a visitor's page the block
 * hydrates on its own, with its code from its folder; every other block of the page stays HTML. One
 * near the top of the page starts after the first paint, one further down when it comes near the
 * screen, one that waits for use when the visitor first uses it.
 */
export function islandBlock(
  type: BlockType,
  island: IslandDescriptor,
  code: AnyBlockCode,
): PreloadableBlock<{ block: Block }> {
  const Loaded = preloadableBlock(code);
  function IslandBlock({ block }: { block: Block }) {
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
        start={island.waitsForUse ? "use" : placement.nearTop ? "load" : "visible"}
      >
        <Loaded block={block} />
      </Island>
    );
  }
  return Object.assign(IslandBlock, { preload: Loaded.preload });
}
