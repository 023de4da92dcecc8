import { createContext, useContext, type ReactNode } from "react";

const HeadingLevel = createContext<1 | 2>(2);

/** Blocks use h2, except the first block of a page without a page heading (the home page), which carries the h1. */
export function HeadingLevelProvider({ level, children }: { level: 1 | 2; children: ReactNode }) {
  return <HeadingLevel.Provider value={level}>{children}</HeadingLevel.Provider>;
}

export function useHeadingTag(): "h1" | "h2" {
  return useContext(HeadingLevel) === 1 ? "h1" : "h2";
}
