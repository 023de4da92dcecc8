// Served by scripts/vite/site-manifest-plugin.ts from site.json, after validation.
declare module "virtual:site" {
  export const site: import("./site-manifest.generated.ts").Site;
  export const routes: import("./route-entry.ts").RouteEntry[];
}
