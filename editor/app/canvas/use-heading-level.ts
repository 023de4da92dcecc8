import { createUsePuck } from "@puckeditor/core";
import { blockHeadingLevel } from "../../../src/app/page-composition.ts";

const usePuckState = createUsePuck();

/** The level a block's headings start at in the canvas, by the site's rule for its place on the page. */
export function useHeadingLevel(id: string): 1 | 2 {
  return usePuckState(({ appState: { data } }) => {
    const path = data.root.props?.path;
    const index = data.content.findIndex((item) => item.props.id === id);
    return blockHeadingLevel(typeof path === "string" ? path : "/", index);
  });
}
