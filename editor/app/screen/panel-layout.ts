/**
 * Whether the panels start open beside the page: on a wide screen, yes; on a tablet they are drawers
 * over it (editor.css), opened from the header or by tapping a block.
 */
export function panelsBesidePage(): boolean {
  return window.matchMedia("(min-width: 1101px)").matches;
}
