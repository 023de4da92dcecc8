import { createContext, useContext } from "react";

const IslandRoot = createContext<HTMLElement | undefined>(undefined);

/** Given by the browser to the island it hydrates: the prerendered element, as the visitor left it. */
export const IslandRootProvider = IslandRoot.Provider;

/** The prerendered element of the island being hydrated; undefined on the server and where a block is drawn afresh. */
export const useIslandRoot = (): HTMLElement | undefined => useContext(IslandRoot);
