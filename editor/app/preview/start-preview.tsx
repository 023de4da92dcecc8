import "./preview.css";
import type { Root } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { isPageLink } from "../../../src/manifest/link-kind.ts";
import { linkSiteStylesheets } from "../../../src/styles/site-stylesheets.ts";
import type { ManifestOnDisk } from "../../shared/contract.ts";
import { previewOfAddress, type PreviewSource } from "../../shared/editor-location.ts";
import { PreviewApp } from "./PreviewApp.tsx";
import { showWholeSite } from "./preview-site.ts";
import { previewSource } from "./preview-source.ts";

/** The element a link's fragment names, as the browser finds it: by its decoded id, else as written. */
function partNamed(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed fragment can still name an id as it is written.
  }
  return document.getElementById(decoded) ?? document.getElementById(id);
}

/**
 * A link to another page of the site opens that page in the preview, of the same version, at its
 * top or at the part it names, as a visitor's click loads it; any other link opens in a new tab.
 */
function followInPreview(event: MouseEvent, source: PreviewSource | undefined) {
  const href = (event.target as Partial<Element> | null)?.closest?.("a[href]")?.getAttribute("href");
  if (!href || href.startsWith("#")) return;
  event.preventDefault();
  if (isPageLink(href)) {
    const url = new URL(href, window.location.origin);
    navigate(previewOfAddress(url.pathname + url.hash, source));
    // Once the page it goes to is drawn.
    requestAnimationFrame(() => {
      const part = partNamed(url.hash);
      if (part) part.scrollIntoView();
      else window.scrollTo(0, 0);
    });
  } else {
    window.open(href, "_blank", "noopener,noreferrer");
  }
}

/** Pages full size in this tab, drawn by the site's own app with the site's stylesheet alone. */
export async function startPreview(root: Root, disk: ManifestOnDisk): Promise<void> {
  const { manifest, preview } = await previewSource(disk, window.location.search);
  await Promise.all([showWholeSite(manifest), linkSiteStylesheets(document)]);
  document.addEventListener("click", (event) => followInPreview(event, preview.source), true);
  root.render(<PreviewApp {...preview} />);
}
