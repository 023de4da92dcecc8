import "@puckeditor/core/no-external.css";
import "./styles/editor.css";
import type { Root } from "react-dom/client";
import type { Activity, ManifestOnDisk, SavedDraft } from "./api/editor-api.ts";
import { EditorApp } from "./EditorApp.tsx";

export function startEditor(
  root: Root,
  disk: ManifestOnDisk,
  { draft, published }: { draft?: SavedDraft; published?: Activity["latestPublish"] },
): void {
  root.render(<EditorApp disk={disk} draft={draft} published={published} />);
}
