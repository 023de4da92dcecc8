const focusable = "input:not([type=hidden]), textarea, select, button, summary, [tabindex]";
const waitFor = 2000;

function visible(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.offsetParent !== null;
}

/** "slides[2].title", then "slides[2]", then "slides": a field inside a folded list item is shown by its item. */
function namesFrom(fieldName: string): string[] {
  const names: string[] = [];
  let name = fieldName;
  while (name) {
    names.push(name);
    const cut = Math.max(name.lastIndexOf("."), name.lastIndexOf("["));
    name = cut > 0 ? name.slice(0, cut) : "";
  }
  return names;
}

function fieldElement(fieldName: string): HTMLElement | undefined {
  for (const name of namesFrom(fieldName)) {
    // Puck draws the fields panel twice (wide and narrow layouts); the one on screen is the one to use.
    const found = [...document.querySelectorAll(`[data-field="${CSS.escape(name)}"]`)].find(visible);
    if (found) return found;
  }
  return undefined;
}

function blockInCanvas(blockIndex: number): Element | undefined {
  const frame = document.querySelector<HTMLIFrameElement>("#preview-frame");
  return frame?.contentDocument?.querySelectorAll("[data-puck-component]")[blockIndex];
}

/**
 * Brings a finding's place into view once Puck has drawn it: the block in the page, and the field in
 * the fields panel, with the cursor in it.
 */
export function showField(blockIndex: number | undefined, fieldName: string): void {
  const started = performance.now();
  const attempt = () => {
    if (blockIndex !== undefined) blockInCanvas(blockIndex)?.scrollIntoView({ block: "center" });
    const field = fieldName ? fieldElement(fieldName) : undefined;
    if (!field) {
      if (fieldName && performance.now() - started < waitFor) requestAnimationFrame(attempt);
      return;
    }
    field.scrollIntoView({ block: "center" });
    const target = field.matches(focusable) ? field : [...field.querySelectorAll(focusable)].find(visible);
    target?.focus({ preventScroll: true });
  };
  requestAnimationFrame(attempt);
}
