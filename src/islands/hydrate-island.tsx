import { startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberImagesShownIn } from "../images/known-images.ts";
import { islandElement } from "./island-element.tsx";
import { IslandRootProvider } from "./island-root.tsx";
import { islandAttributes, islandIdentifierPrefix, islandPropsId } from "./island-markup.ts";
import type { IslandSpec } from "./island-spec.ts";

/** Marks the island live once React has hydrated it: the browser tests, and any style for live controls, key off it. */
function Live({ island, children, onLive }: { island: HTMLElement; children: ReactNode; onLive: () => void }) {
  useEffect(() => {
    island.setAttribute(islandAttributes.live, "true");
    onLive();
  }, [island, onLive]);
  return children;
}

/** A task of its own for what follows, after the browser has had its turn (to paint, to answer a tap). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates one island of the prerendered page against its markup, from the props the build wrote
 * beside it. Resolves once it is live. Preact hydrates an island in one go, so each island gets a
 * task of its own: the islands that start together after the first paint, whose code arrives
 * together, would otherwise hydrate in one long task. (React, which hydrates them in the tests,
 * splits its work into short tasks by itself when it hydrates as a transition.)
 */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const index = Number(island.getAttribute(islandAttributes.index));
  const props = document.getElementById(islandPropsId(index))?.textContent;
  if (!props) throw new Error(`Island ${index} has no props in the page.`);
  rememberImagesShownIn(island);
  const element = await islandElement(JSON.parse(props) as IslandSpec);
  await nextTask();
  await new Promise<void>((live) =>
    startTransition(() => {
      hydrateRoot(
        island,
        <IslandRootProvider value={island}>
          <Live island={island} onLive={live}>
            {element}
          </Live>
        </IslandRootProvider>,
        { identifierPrefix: islandIdentifierPrefix(index) },
      );
    }),
  );
}
