import { startIslands } from "./islands/start-islands.ts";

const root = document.getElementById("root");
// Only the development server sends an empty root, and no styles: a built page comes with its own
// inlined. The check and the code it loads leave the build.
if (import.meta.env.DEV && root && !root.firstElementChild)
  void Promise.all([
    import("./styles/site-stylesheets.ts").then(({ linkSiteStylesheets }) => linkSiteStylesheets(document)),
    import("./dev-page.tsx"),
  ]).then(([, { renderDevPage }]) => renderDevPage(root));
else startIslands();
