import { createContext, createElement, useContext, type ComponentPropsWithoutRef, type ReactNode } from "react";

const HeadingLevel = createContext<1 | 2>(2);

/** Blocks use h2, except the first block of a page without a page heading (the home page), which carries the h1. */
export function HeadingLevelProvider({ level, children }: { level: 1 | 2; children: ReactNode }) {
  return <HeadingLevel.Provider value={level}>{children}</HeadingLevel.Provider>;
}

export function useHeadingLevel(): 1 | 2 {
  return useContext(HeadingLevel);
}

export function useHeadingTag(): "h1" | "h2" {
  return useHeadingLevel() === 1 ? "h1" : "h2";
}

const levelsBelow = { block: 0, item: 1, part: 2 } as const;

/**
 * A heading at the block's level (h1 or h2, from useHeadingLevel); with `level="item"` one level below it
 * (h2 under an h1, h3 under an h2) for the headings of the items under a block's heading, and with
 * `level="part"` two below, for a part of an item (an entry's holiday hours under its table).
 */
export function BlockHeading({
  level = "block",
  ...props
}: ComponentPropsWithoutRef<"h2"> & { level?: keyof typeof levelsBelow }) {
  return createElement(`h${useHeadingLevel() + levelsBelow[level]}`, props);
}
