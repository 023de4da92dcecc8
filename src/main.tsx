import "./styles/index.css";

// A button tapped before hydration (a tab, a slider arrow) does nothing without script: the tap
// starts hydration at once and is replayed when React is listening, instead of being lost. A button
// that opens a popover (the menu, the contact panel) works without script and is not replayed.
let tappedEarly: HTMLButtonElement | null = null;
let hydration: Promise<void> | undefined;

function hydrate(): Promise<void> {
  hydration ??= import("./hydrate.tsx").then(() => {
    document.removeEventListener("click", rememberEarlyTap, true);
    if (tappedEarly?.isConnected) tappedEarly.click();
  });
  return hydration;
}

function rememberEarlyTap(event: MouseEvent) {
  const button =
    event.target instanceof Element ? event.target.closest('button[type="button"]:not([popovertarget])') : null;
  if (!(button instanceof HTMLButtonElement)) return;
  tappedEarly = button;
  void hydrate();
}
document.addEventListener("click", rememberEarlyTap, true);

// Every page arrives complete as HTML, so the app hydrates only once pictures and text have
// loaded and been painted: on a slow connection its script then never competes with what the
// visitor sees first. (A small page can finish loading before its first paint; the frame waits.)
// A page opened in a background tab paints no frame until it is shown: it hydrates at once instead.
const hydrateAfterNextPaint = () =>
  document.visibilityState === "hidden" ? void hydrate() : requestAnimationFrame(() => setTimeout(hydrate, 0));
if (document.readyState === "complete") hydrateAfterNextPaint();
else window.addEventListener("load", hydrateAfterNextPaint, { once: true });
