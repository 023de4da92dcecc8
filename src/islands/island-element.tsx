import type { ComponentType, ReactElement } from "react";
import { islandBlocks } from "../blocks/island-blocks.ts";
import { BlockPlacementProvider } from "../blocks/render-context/block-placement.tsx";
import { HeadingLevelProvider } from "../blocks/render-context/heading-level.tsx";
import { rememberImages } from "../images/known-images.ts";
import type { Block } from "../manifest/site-manifest.generated.ts";
import type { IslandSpec } from "./island-spec.ts";
import { ShownSiteProvider } from "../language/shown-site.tsx";

/**
 * What an island draws, with its code loaded: the one function both the build (which prerenders the
 * island on its own) and the browser (which hydrates it) use, so the two draw the same markup.
 */
export async function islandElement(spec: IslandSpec): Promise<ReactElement> {
  if (spec.name === "addressBreadcrumb") {
    const { AddressBreadcrumbIsland } = await import("../layout/AddressBreadcrumbIsland.tsx");
    const { prerenderedPath, prefix, words } = spec;
    return <AddressBreadcrumbIsland prerenderedPath={prerenderedPath} prefix={prefix} words={words} />;
  }
  // Each loader returns the component for its own type; TypeScript cannot follow the name to the block's type.
  const Component = (await islandBlocks[spec.name]()) as ComponentType<{ block: Block }>;
  rememberImages(spec.images);
  return (
    <ShownSiteProvider value={spec.shown}>
      <HeadingLevelProvider level={spec.headingLevel}>
        <BlockPlacementProvider placement={spec.placement}>
          <Component block={spec.block} />
        </BlockPlacementProvider>
      </HeadingLevelProvider>
    </ShownSiteProvider>
  );
}
