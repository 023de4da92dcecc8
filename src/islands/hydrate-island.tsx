import { startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberImagesShownIn } from "../images/known-images.ts";
import { islandElement } from "./island-element.tsx";
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

/**
 * Hydrates one island of the prerendered page against its markup, from the props the build wrote
 * beside it. Resolves once it is live. As a transition, React splits the work into short tasks, so
 * islands whose code arrives together do not hydrate in one long task.
 */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const index = Number(island.getAttribute(islandAttributes.index));
  const props = document.getElementById(islandPropsId(index))?.textContent;
  if (!props) throw new Error(`Island ${index} has no props in the page.`);
  rememberImagesShownIn(island);
  const element = await islandElement(JSON.parse(props) as IslandSpec);
  await new Promise<void>((live) =>
    startTransition(() => {
      hydrateRoot(
        island,
        <Live island={island} onLive={live}>
          {element}
        </Live>,
        { identifierPrefix: islandIdentifierPrefix(index) },
      );
    }),
  );
}
