import "./styles/index.css";

// Every page arrives complete as HTML, so the app hydrates only once pictures and text have
// loaded: on a slow connection its script then never competes with what the visitor sees first.
const hydrate = () => import("./hydrate.tsx");
if (document.readyState === "complete") hydrate();
else window.addEventListener("load", hydrate, { once: true });
