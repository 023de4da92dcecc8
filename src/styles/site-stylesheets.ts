import pageAndSharedUrl from "./index.css?url";

/* Each block's own stylesheet (a .css of its folder), by path. */
const ownSheetUrls = import.meta.glob<string>("../blocks/*/*.css", { query: "?url", import: "default", eager: true });

/**
 * Every stylesheet of the site in cascade order, as addresses: page.css and the shared ones (index.css),
 * then each block's own by folder name, the order a built page inlines them in
 * (scripts/prerender/page-styles.ts). For `npm run dev`, the preview and the editor's canvas, which draw
 * any block: a built page inlines only those of its own blocks.
 */
export const siteStylesheetUrls = [
  pageAndSharedUrl,
  ...Object.keys(ownSheetUrls)
    .sort()
    .map((path) => ownSheetUrls[path]),
];

/** Links the site's stylesheets into `target` (once); resolves when they have loaded, or failed to. */
export function linkSiteStylesheets(target: Document): Promise<void> {
  const links = siteStylesheetUrls.map((href) => {
    const present = target.head.querySelector<HTMLLinkElement>(`link[data-site-stylesheet="${href}"]`);
    if (present) return Promise.resolve();
    const link = target.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.siteStylesheet = href;
    const loaded = new Promise<void>((resolve) => {
      link.addEventListener("load", () => resolve(), { once: true });
      link.addEventListener("error", () => resolve(), { once: true });
    });
    target.head.append(link);
    return loaded;
  });
  return Promise.all(links).then(() => undefined);
}
