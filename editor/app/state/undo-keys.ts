/** Ctrl+Z (Cmd+Z on a Mac) takes back; Shift+Ctrl+Z and Ctrl+Y take again. */
export function undoKeyOf(event: KeyboardEvent): "undo" | "redo" | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return undefined;
}
