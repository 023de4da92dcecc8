import { useEffect } from "react";

// Puck draws its panel tabs (Blocks, Outline, Pages, and Fields on a phone) as clickable <div>s,
// which the keyboard cannot reach and a screen reader does not call buttons.
const tabSelector = '[class*="_NavItem-link_"]';
const activeItem = /_NavItem--active_/;

function makeReachable(root: Document): void {
  for (const tab of root.querySelectorAll<HTMLElement>(tabSelector)) {
    if (tab.getAttribute("role") !== "button") {
      tab.setAttribute("role", "button");
      tab.tabIndex = 0;
    }
    const pressed = String(activeItem.test(tab.parentElement?.className ?? ""));
    if (tab.getAttribute("aria-pressed") !== pressed) tab.setAttribute("aria-pressed", pressed);
  }
}

function pressWithKeys(event: KeyboardEvent): void {
  const tab = event.target instanceof HTMLElement ? event.target : null;
  if (!tab?.matches(tabSelector) || (event.key !== "Enter" && event.key !== " ")) return;
  event.preventDefault();
  tab.click();
}

/**
 * Makes Puck's panel tabs buttons: focusable with Tab, pressed with Enter or Space, and saying
 * which one is open. Puck redraws them as the layout changes, so they are kept so while it does.
 */
export function useReachablePanelTabs(root: Document): void {
  useEffect(() => {
    makeReachable(root);
    const observer = new MutationObserver(() => makeReachable(root));
    observer.observe(root.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
    root.addEventListener("keydown", pressWithKeys);
    return () => {
      observer.disconnect();
      root.removeEventListener("keydown", pressWithKeys);
    };
  }, [root]);
}
