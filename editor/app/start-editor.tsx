import "@puckeditor/core/no-external.css";
import "./styles/editor.css";
import type { Root } from "react-dom/client";
import type { Activity, ManifestOnDisk, SavedDraft } from "../shared/contract.ts";
import { EditorApp } from "./EditorApp.tsx";
import { SiteRouter } from "../../src/routing/SiteRouter.tsx";

export function startEditor(
  root: Root,
  disk: ManifestOnDisk,
  { draft, activity }: { draft?: SavedDraft; activity: Activity },
): void {
  // The editor's addresses follow the site's path rules: decoded once, as the server decodes them.
  root.render(
    <SiteRouter>
      <EditorApp disk={disk} draft={draft} firstActivity={activity} />
    </SiteRouter>,
  );
}
