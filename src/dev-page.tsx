import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";

/**
 * `npm run dev` sends the bare page shell: the whole page is drawn in the browser for its address
 * (wouter's location, decoded the site's way). Built pages are prerendered and only their islands hydrate.
 */
export function renderDevPage(root: HTMLElement) {
  createRoot(root).render(<App />);
}
