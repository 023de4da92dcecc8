import { createContext, useContext, type ReactNode } from "react";

/** Where a block stands on its page, as far as when its pictures and its script load is concerned. */
export interface BlockPlacement {
  /** Among the first blocks of its page, and so likely on screen when the page opens. */
  nearTop: boolean;
  /** The page's first block: its first picture is the one the first screen waits for. */
  leads: boolean;
  /** The page's first block shows a picture, so this block's pictures near the top load after that one. */
  followsLeadPicture: boolean;
}

/** A block drawn on its own (the editor's canvas): its pictures load at once, with no order among them. */
export const standalonePlacement: BlockPlacement = { nearTop: true, leads: false, followsLeadPicture: false };

const Placement = createContext<BlockPlacement>(standalonePlacement);

export function BlockPlacementProvider({ placement, children }: { placement: BlockPlacement; children: ReactNode }) {
  return <Placement.Provider value={placement}>{children}</Placement.Provider>;
}

export function useBlockPlacement(): BlockPlacement {
  return useContext(Placement);
}

export interface PictureLoading {
  loading: "eager" | "lazy";
  fetchPriority?: "high" | "low";
}

/**
 * How a block's pictures load, the one rule for every block: give it a picture's place in the block
 * and how many of the block's pictures show at once.
 * - The first picture of the page's first block loads at once and first (fetchpriority high): it is
 *   the largest thing on the first screen.
 * - The other pictures near the top load at once too, but after that one when there is one
 *   (fetchpriority low). Without the hint Chrome raises a page's first five pictures above the
 *   rest, and on a slow line they share it with the picture the first screen waits for.
 * - Pictures further down wait until scrolled near, so they compete with nothing the visitor sees first.
 */
export function usePictureLoading(): (index: number, shownAtOnce: number) => PictureLoading {
  const { nearTop, leads, followsLeadPicture } = useBlockPlacement();
  return (index, shownAtOnce) => {
    if (!nearTop || index >= shownAtOnce) return { loading: "lazy" };
    if (leads && index === 0) return { loading: "eager", fetchPriority: "high" };
    return leads || followsLeadPicture ? { loading: "eager", fetchPriority: "low" } : { loading: "eager" };
  };
}
