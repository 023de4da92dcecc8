import { createContext, useContext } from "react";

const PagePath = createContext<string | undefined>(undefined);

/**
 * The path of the page drawn, as decoded text (decodePathname, once, where the address came in), or
 * undefined when the address cannot be decoded. Given by whoever draws the page: the prerenderer, the
 * development server's render, the editor's canvas.
 */
export const PagePathProvider = PagePath.Provider;

export function usePathname(): string | undefined {
  return useContext(PagePath);
}
