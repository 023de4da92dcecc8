import { createUsePuck } from "@puckeditor/core";

const usePuck = createUsePuck();
const rootZone = "root:default-zone";

export interface SelectedBlock {
  /** It is the page's first block (it cannot move up), or its last (it cannot move down). */
  isFirst: boolean;
  isLast: boolean;
  move(by: -1 | 1): void;
  duplicate(): void;
  remove(): void;
}

/**
 * What can be done to the block selected on the page (moved, duplicated, deleted), wherever its
 * buttons are: the bar over it, or the fields drawer that covers that bar on a tablet. Undefined when
 * no block of the page is selected. Each is one of Puck's own actions, so Undo and "Block deleted" follow.
 */
export function useSelectedBlock(): SelectedBlock | undefined {
  const dispatch = usePuck((puck) => puck.dispatch);
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const count = usePuck((puck) => puck.appState.data.content.length);
  if (!selector || (selector.zone ?? rootZone) !== rootZone) return undefined;
  const { index } = selector;
  return {
    isFirst: index === 0,
    isLast: index >= count - 1,
    move: (by) => {
      const destinationIndex = index + by;
      dispatch({ type: "reorder", sourceIndex: index, destinationIndex, destinationZone: rootZone });
      dispatch({ type: "setUi", ui: { itemSelector: { index: destinationIndex, zone: rootZone } } });
    },
    duplicate: () => dispatch({ type: "duplicate", sourceIndex: index, sourceZone: rootZone }),
    remove: () => dispatch({ type: "remove", index, zone: rootZone }),
  };
}
