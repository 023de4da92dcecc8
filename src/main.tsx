import "./styles/index.css";
import { startIslands } from "./islands/start-islands.ts";

const root = document.getElementById("root");
// Only the development server sends an empty root; the check and the code it loads leave the build.
if (import.meta.env.DEV && root && !root.firstElementChild)
  void import("./dev-page.tsx").then(({ renderDevPage }) => renderDevPage(root));
else startIslands();
