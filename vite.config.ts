import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { hydrationChunk } from "./scripts/vite/hydration-chunk.ts";
import { iconSpritePlugin } from "./scripts/vite/icon-sprite-plugin.ts";
import { currentSite } from "./scripts/manifest/read-manifest.ts";
import { stylesheetInputs } from "./scripts/prerender/page-styles.ts";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";

const hydration = hydrationChunk("src/islands/hydrate-island.tsx");

/**
 * Islands are written, prerendered, tested and edited with React; a visitor's browser hydrates them
 * with Preact's React-compatible runtime: 15 KB of script (brotli) where react-dom takes 64 KB,
 * on every page with an island. What the two do differently is written for in the islands' code:
 * see docs/architecture.md, "Islands".
 */
const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [siteManifestPlugin(), iconSpritePlugin(), react(), hydration.plugin],
  resolve: { alias: command === "build" && !isSsrBuild ? preactInTheBrowser : [] },
  publicDir: currentSite.publicDir,
  build: {
    target: "es2022",
    manifest: true,
    // The page is whole without script and hydrates only after load, so fetching the hydration
    // code one import at a time costs the visitor nothing; the helper that would preload it all
    // appends a link per chunk in one main-thread task of 20-25 ms, paid just after first paint.
    modulePreload: false,
    // The marks the stylesheets draw in every item of a list (a review's stars, a picture's "view
    // larger") stay files, fetched once and cached: written into the stylesheets, which every page
    // inlines, they would take room in the first round trip for something drawn below the fold.
    assetsInlineLimit: (file) => (file.includes("/src/styles/marks/") ? false : undefined),
    // Few script files per page (each costs a request and its headers); the server build needs no groups.
    // Each stylesheet is built on its own too: a page inlines only those of its own blocks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: "index.html", ...stylesheetInputs() },
          output: { codeSplitting: { groups: hydration.groups } },
        },
  },
}));
