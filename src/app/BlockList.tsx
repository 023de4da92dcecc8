import { Fragment } from "react";
import { blockComponents } from "./block-components.ts";
import type { Block } from "../manifest/site-manifest.generated.ts";
import { BlockPlacementProvider, type BlockPlacement } from "../blocks/render-context/block-placement.tsx";
import { picturesIn } from "../manifest/strings-in.ts";
import { HeadingLevelProvider } from "../blocks/render-context/heading-level.tsx";
import { blockHeadingLevel } from "./page-composition.ts";
import { useBuildingVisitorPage } from "../islands/Island.tsx";
import { laterStylesSlotAttribute } from "../styles/later-styles.ts";

export function BlockView({ block }: { block: Block }) {
  const Component = blockComponents[block.type];
  return <Component block={block} />;
}

/** Blocks before this index count as near the top of the page: a banner and the block under it. */
export const blocksNearTop = 2;

/** Where a built page links the stylesheets only the blocks further down need (src/styles/later-styles.ts). */
function LaterStylesSlot() {
  return useBuildingVisitorPage() ? <template {...{ [laterStylesSlotAttribute]: "" }} /> : null;
}

function placementsOf(blocks: Block[]): BlockPlacement[] {
  const leadPicture = blocks.length > 0 && picturesIn(blocks[0]).length > 0;
  return blocks.map((_, index) => ({
    nearTop: index < blocksNearTop,
    leads: index === 0,
    followsLeadPicture: index > 0 && leadPicture,
  }));
}

/**
 * Renders the blocks of the page at `path` in order. Their code is loaded before (route-blocks.ts, and
 * the build), so no block waits here: a boundary per block would only write React's `<!--$-->` marks
 * into every page.
 */
export function BlockList({ blocks, path }: { blocks: Block[]; path: string }) {
  const placements = placementsOf(blocks);
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {index === blocksNearTop && <LaterStylesSlot />}
          <HeadingLevelProvider level={blockHeadingLevel(path, index)}>
            <BlockPlacementProvider placement={placements[index]}>
              <BlockView block={block} />
            </BlockPlacementProvider>
          </HeadingLevelProvider>
        </Fragment>
      ))}
    </>
  );
}
