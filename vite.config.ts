import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { hydrationChunk } from "./scripts/vite/hydration-chunk.ts";
import { iconSpritePlugin } from "./scripts/vite/icon-sprite-plugin.ts";
import { currentSite } from "./scripts/manifest/read-manifest.ts";
import { stylesheetInputs } from "./scripts/prerender/stylesheet-files.ts";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";

const hydration = hydrationChunk("src/islands/hydrate-island.tsx");

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [siteManifestPlugin(), iconSpritePlugin(), react(), hydration.plugin],
  publicDir: currentSite.publicDir,
  // Every build and publish loads the server bundle: left outside it, the date picker's date-fns is some 300
  // modules to resolve and load, a CPU-second of each build; inside, only the few functions it uses.
  ssr: { noExternal: ["react-datepicker", "date-fns"] },
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
