import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildSite, projectRoot } from "../support/project-command.ts";
import { copySite } from "../support/site-copy.ts";
import { requestsOnManifest } from "./requests-on-manifest.ts";
import { nodeScriptArgs } from "../../scripts/system/node-script.ts";

/**
 * Playwright's web server for the appointment-request tests: builds the sample site with requests
 * switched on (a copy of the site folder, only site.json edited) and serves it with the production
 * server, exactly as `npm run preview` serves dist/.
 */
const site = copySite({ manifest: requestsOnManifest(), label: "requests-on" });
const outDir = join(site.dir, "dist");
const build = buildSite(site, outDir);
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  site.remove();
  process.exit(1);
}
const server = spawn(process.execPath, nodeScriptArgs("scripts/serve.ts", [outDir]), {
  cwd: projectRoot,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  site.remove();
  process.exit(code ?? 0);
});
