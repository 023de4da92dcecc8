import { createContext, useContext, type ReactNode } from "react";

const NearTop = createContext(true);

/** Marks whether a block is among the first of its page, and so likely on screen when the page opens. */
export function BlockPlacementProvider({ nearTop, children }: { nearTop: boolean; children: ReactNode }) {
  return <NearTop.Provider value={nearTop}>{children}</NearTop.Provider>;
}

/**
 * Pictures of a block near the top load at once; further down they wait until scrolled near,
 * so they neither compete with what the visitor sees first nor get preloaded with it.
 */
export function useIsNearTop(): boolean {
  return useContext(NearTop);
}
