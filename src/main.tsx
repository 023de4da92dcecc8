import "./styles/index.css";

// Every page arrives complete as HTML, so the app hydrates only once pictures and text have
// loaded and been painted: on a slow connection its script then never competes with what the
// visitor sees first. (A small page can finish loading before its first paint; the frame waits.)
const hydrate = () => import("./hydrate.tsx");
// A page opened in a background tab paints no frame until it is shown: it hydrates at once instead.
const hydrateAfterNextPaint = () =>
  document.visibilityState === "hidden" ? void hydrate() : requestAnimationFrame(() => setTimeout(hydrate, 0));
if (document.readyState === "complete") hydrateAfterNextPaint();
else window.addEventListener("load", hydrateAfterNextPaint, { once: true });
