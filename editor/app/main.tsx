import { createRoot } from "react-dom/client";
import { ask, fetchManifest } from "./api/editor-api.ts";
import { apiEndpoints } from "../shared/api-endpoints.ts";
import { isPreviewAddress } from "../shared/editor-location.ts";
import { StartupProblem } from "./views/StartupProblem.tsx";

const container = document.getElementById("editor");
if (!container) throw new Error("editor/app/index.html has no #editor element");
const root = createRoot(container);

// The editor and a preview load apart: each brings its own stylesheets (the editor's, or the site's alone).
try {
  const disk = await fetchManifest();
  JSON.parse(disk.text);
  if (isPreviewAddress(window.location.pathname)) {
    const { startPreview } = await import("./preview/start-preview.tsx");
    await startPreview(root, disk);
  } else {
    // The server's news comes with the first draw, so that the header's buttons (Requests, approvals) stand
    // where they will stay instead of arriving with the first poll and moving under a finger.
    const [{ startEditor }, { draft }, activity] = await Promise.all([
      import("./start-editor.tsx"),
      ask(apiEndpoints.readDraft),
      ask(apiEndpoints.activity, { query: { page: "" } }),
    ]);
    startEditor(root, disk, { draft: draft ?? undefined, activity });
  }
} catch (error) {
  root.render(<StartupProblem message={error instanceof Error ? error.message : String(error)} />);
}
