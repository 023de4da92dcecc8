import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildProject, projectWithManifest } from "../fixtures/project-with-manifest.ts";
import { requestsOnManifest } from "./requests-on-manifest.ts";

/**
 * Playwright's web server for the appointment-request tests: builds the sample site with requests
 * switched on (a copy of the project, only site.json edited) and serves it with the production
 * server, exactly as `npm run preview` serves dist/.
 */
const folder = projectWithManifest(requestsOnManifest(), "requests-on-site-");
const outDir = join(folder, "dist");
const build = buildProject(folder, outDir);
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  rmSync(folder, { recursive: true, force: true });
  process.exit(1);
}
const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", resolve("scripts/serve.ts"), outDir], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  rmSync(folder, { recursive: true, force: true });
  process.exit(code ?? 0);
});
