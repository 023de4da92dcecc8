import { Suspense } from "react";
import { BlockView } from "../../../src/app/BlockList.tsx";
import { BlockPlacementProvider, standalonePlacement } from "../../../src/blocks/render-context/block-placement.tsx";
import { HeadingLevelProvider } from "../../../src/blocks/render-context/heading-level.tsx";
import type { Block } from "../../../src/manifest/site-manifest.generated.ts";
import { BlockErrorBoundary } from "./BlockErrorBoundary.tsx";
import { useHeadingLevel } from "./use-heading-level.ts";
import { useBlockInCanvasLanguage } from "./canvas-language.tsx";

/** One block drawn by the site's own component, exactly as a visitor's page draws it. */
export function CanvasBlock({ id, block, label }: { id: string; block: Block; label: string }) {
  const shown = useBlockInCanvasLanguage(block);
  return (
    <HeadingLevelProvider level={useHeadingLevel(id)}>
      <BlockPlacementProvider placement={standalonePlacement}>
        <BlockErrorBoundary label={label} resetKey={JSON.stringify(block)}>
          <Suspense
            fallback={
              <div className="ed-canvas-note" aria-busy="true">
                Loading {label}…
              </div>
            }
          >
            <BlockView block={shown} />
          </Suspense>
        </BlockErrorBoundary>
      </BlockPlacementProvider>
    </HeadingLevelProvider>
  );
}
