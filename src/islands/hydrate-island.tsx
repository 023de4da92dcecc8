import { startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberImagesShownIn } from "../images/known-images.ts";
import { islandElement } from "./island-element.tsx";
import { islandAttributes, islandIdentifierPrefix, islandPropsId } from "./island-markup.ts";
import type { IslandSpec } from "./island-spec.ts";
import { withShownTexts } from "./shown-text-reference.ts";

/** Marks the island once React has hydrated it: the browser tests, and any style for working controls, key off it. */
function MarkHydrated({
  island,
  children,
  onHydrated,
}: {
  island: HTMLElement;
  children: ReactNode;
  onHydrated: () => void;
}) {
  useEffect(() => {
    island.setAttribute(islandAttributes.hydrated, "true");
    onHydrated();
  }, [island, onHydrated]);
  return children;
}

/**
 * Hydrates one island of the prerendered page against its markup, from the props the build wrote
 * beside it. Resolves once it is hydrated. As a transition, React splits the work into short tasks, so
 * islands whose code arrives together do not hydrate in one long task.
 */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const index = Number(island.getAttribute(islandAttributes.index));
  const props = document.getElementById(islandPropsId(index))?.textContent;
  if (!props) throw new Error(`Island ${index} has no props in the page.`);
  rememberImagesShownIn(island);
  const spec = withShownTexts(JSON.parse(props), island) as IslandSpec;
  const element = await islandElement(spec);
  await new Promise<void>((hydrated) =>
    startTransition(() => {
      hydrateRoot(
        island,
        <MarkHydrated island={island} onHydrated={hydrated}>
          {element}
        </MarkHydrated>,
        { identifierPrefix: islandIdentifierPrefix(index) },
      );
    }),
  );
}
