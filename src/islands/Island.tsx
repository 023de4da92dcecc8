import { createContext, useContext, useId, type ReactNode } from "react";
import { islandSlotAttribute } from "./island-markup.ts";
import type { IslandSpec, IslandStart } from "./island-spec.ts";

/** An island the build found on the page it prerenders, in page order. */
export interface FoundIsland {
  spec: IslandSpec;
  start: IslandStart;
}

interface IslandProps {
  /** What the island is drawn from; asked only while the build prerenders a page. */
  describe: () => IslandSpec;
  start: IslandStart;
  children: ReactNode;
}

/** Notes an island once (a component may render more than once) and gives its number on the page. */
export type IslandCollector = (key: string, island: FoundIsland) => number;

const Collector = createContext<IslandCollector | undefined>(undefined);

export const IslandCollectorProvider = Collector.Provider;

/** Whether the page is drawn by the build for visitors, rather than in the editor's canvas or by `npm run dev`. */
export function useBuildingVisitorPage(): boolean {
  return useContext(Collector) !== undefined;
}

/**
 * A part of the page that needs script in the browser. While the build prerenders a page it leaves
 * a slot here and the island is drawn on its own (island-element.tsx), as the browser will hydrate
 * it; anywhere else (the editor's canvas, `npm run dev`) it is simply drawn.
 */
export function Island({ describe, start, children }: IslandProps) {
  const collect = useContext(Collector);
  const key = useId();
  if (!collect) return children;
  return <template {...{ [islandSlotAttribute]: collect(key, { spec: describe(), start }) }} />;
}
