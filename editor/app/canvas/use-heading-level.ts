import { createUsePuck } from "@puckeditor/core";

const usePuckState = createUsePuck();

/**
 * The site's rule (BlockList): on the home page, which has no heading band, the first block's
 * heading is the page's h1; every other block's headings start at h2.
 */
export function useHeadingLevel(id: string): 1 | 2 {
  const isHomeHeading = usePuckState(
    (state) => state.appState.data.root.props?.path === "/" && state.appState.data.content[0]?.props.id === id,
  );
  return isHomeHeading ? 1 : 2;
}
