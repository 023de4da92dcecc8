import "../../../src/styles/index.css";
import "./preview.css";
import type { Root } from "react-dom/client";
import type { ManifestOnDisk } from "../api/editor-api.ts";
import { previewOfAddress } from "../editor-location.ts";
import { PreviewApp } from "./PreviewApp.tsx";
import { showWholeSite } from "./preview-site.ts";
import { previewSource } from "./preview-source.ts";

/** A link to another page of the site opens that page in the preview, of the same version. */
function followInPreview(event: MouseEvent, version: string | undefined) {
  const href = (event.target as Partial<Element> | null)?.closest?.("a[href]")?.getAttribute("href");
  if (!href || href.startsWith("#")) return;
  event.preventDefault();
  if (href.startsWith("/") && !href.startsWith("//")) {
    const url = new URL(href, window.location.origin);
    window.location.assign(previewOfAddress(url.pathname, version) + url.hash);
  } else {
    window.open(href, "_blank", "noopener,noreferrer");
  }
}

/** A page full size in this tab, drawn by the site's own app with the site's stylesheet alone. */
export async function startPreview(root: Root, disk: ManifestOnDisk, routePath: string): Promise<void> {
  const { manifest, preview } = await previewSource(disk, routePath, window.location.search);
  await showWholeSite(manifest, routePath);
  document.addEventListener("click", (event) => followInPreview(event, preview.version?.commit), true);
  root.render(<PreviewApp {...preview} />);
}
