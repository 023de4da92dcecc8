import { islandCode } from "./island-code.ts";
import { islandAttributes, islandClass } from "./island-markup.ts";
import type { IslandStart } from "./island-spec.ts";

/**
 * Starts each island of the page when it is needed, on its own: one on the first screen once the page
 * has been painted, one further down as it comes near the screen, one that waits for use (a form)
 * only then, and any of them at once when the visitor taps or focuses inside it. None of this loads
 * React: the code to hydrate arrives only with the first island that starts.
 */

/** How near the screen an island below it starts: about a screen ahead, so it is hydrated when it arrives. */
const nearScreen = "100% 0px";

type Hydrate = (element: HTMLElement) => Promise<void>;

let hydrateCode: Promise<Hydrate> | undefined;
const loadHydrate = () => (hydrateCode ??= import("./hydrate-island.tsx").then((module) => module.hydrateIsland));

/**
 * Asks for the island's own code together with the code that hydrates it, which would otherwise ask
 * for it only once it has arrived: one round trip less before the island is hydrated (300-400 ms on a
 * slow phone connection). Hydrating then finds it loaded, or, if it failed, asks again and reports it.
 */
function loadBlockCode(island: HTMLElement) {
  const name = island.getAttribute(islandAttributes.name);
  if (name) islandCode(name)?.().catch(() => undefined);
}

/**
 * A button tapped before its island is hydrated (a tab, a slider arrow) did nothing without script: it is
 * clicked again once React listens. A field focused early is focused again, so it does what it does
 * on focus once hydrated (the Preferred Date field opens its calendar). Text typed early is kept by the
 * forms themselves. A button that opens a popover works without script and is not replayed.
 */
function replayEarlyInput(island: HTMLElement, tapped: HTMLButtonElement | undefined) {
  if (tapped?.isConnected) tapped.click();
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused) && !(focused instanceof HTMLButtonElement)) {
    focused.blur();
    focused.focus();
  }
}

function startIsland(island: HTMLElement) {
  let started = false;
  let tapped: HTMLButtonElement | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    loadBlockCode(island);
    void loadHydrate()
      .then((hydrate) => hydrate(island))
      .then(() => {
        island.removeEventListener("click", rememberTap, true);
        replayEarlyInput(island, tapped);
      });
  };
  const rememberTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement && !button.hasAttribute("popovertarget")) tapped = button;
    start();
  };
  island.addEventListener("click", rememberTap, true);
  island.addEventListener("focusin", start, { once: true });
  island.addEventListener("pointerdown", start, { once: true });

  let observer: IntersectionObserver | undefined;
  const when = island.getAttribute(islandAttributes.start) as IslandStart;
  if (when === "load") afterFirstPaint(start);
  else if (when === "visible") {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: nearScreen,
    });
    observer.observe(island);
  }
}

/**
 * Once pictures and text have loaded and been painted: on a slow connection the island's script
 * then never competes with what the visitor sees first. A page opened in a background tab (or
 * prerendered by speculation rules) paints no frame until it is shown: it starts at once instead.
 */
function afterFirstPaint(callback: () => void) {
  const afterPaint = () =>
    document.visibilityState === "hidden" ? callback() : requestAnimationFrame(() => setTimeout(callback, 0));
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint, { once: true });
}

export function startIslands() {
  for (const island of document.querySelectorAll<HTMLElement>(`.${islandClass}[${islandAttributes.name}]`))
    startIsland(island);
}
