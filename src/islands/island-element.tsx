import type { ReactElement } from "react";
import { BlockPlacementProvider } from "../blocks/render-context/block-placement.tsx";
import { HeadingLevelProvider } from "../blocks/render-context/heading-level.tsx";
import { rememberImages } from "../images/known-images.ts";
import { islandCode } from "./island-code.ts";
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
  const code = islandCode(spec.name);
  if (!code) throw new Error(`No src/blocks/${spec.name}/island.ts has the code of this island.`);
  const Component = await code();
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
