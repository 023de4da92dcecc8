import { createUsePuck, Drawer } from "@puckeditor/core";

const usePuck = createUsePuck();
const rootZone = "root:default-zone";

/**
 * The list of block types: drag one onto the page, or press its "Add" button to put it under the
 * selected block (or at the end of the page) and open its fields, from the mouse or the keyboard.
 */
export function BlockDrawer() {
  const dispatch = usePuck((puck) => puck.dispatch);
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const count = usePuck((puck) => puck.appState.data.content.length);
  const components = usePuck((puck) => puck.config.components);
  const add = (name: string) => {
    const destinationIndex = selector && (selector.zone ?? rootZone) === rootZone ? selector.index + 1 : count;
    dispatch({ type: "insert", componentType: name, destinationIndex, destinationZone: rootZone });
    dispatch({
      type: "setUi",
      ui: { itemSelector: { index: destinationIndex, zone: rootZone }, rightSideBarVisible: true },
    });
  };
  return (
    <Drawer>
      {Object.entries(components).map(([name, component]) => {
        const label = component.label ?? name;
        return (
          <div key={name} className="ed-drawer-item">
            <Drawer.Item name={name} label={label} />
            <button
              type="button"
              className="ed-button ed-button--small"
              aria-label={`Add ${label}`}
              onClick={() => add(name)}
            >
              Add
            </button>
          </div>
        );
      })}
    </Drawer>
  );
}
