import "@puckeditor/core/no-external.css";
import "./styles/editor.css";
import { createRoot } from "react-dom/client";
import { fetchManifest } from "./api/editor-api.ts";
import { EditorApp } from "./EditorApp.tsx";
import { StartupProblem } from "./views/StartupProblem.tsx";

const container = document.getElementById("editor");
if (!container) throw new Error("editor/app/index.html has no #editor element");
const root = createRoot(container);

try {
  const disk = await fetchManifest();
  JSON.parse(disk.text);
  root.render(<EditorApp disk={disk} />);
} catch (error) {
  root.render(<StartupProblem message={error instanceof Error ? error.message : String(error)} />);
}
