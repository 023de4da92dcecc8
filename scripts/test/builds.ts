import { runCommand } from "./run-command.ts";
import type { SetUp } from "./set-up.ts";
import { nodeScriptArgs } from "../system/node-script.ts";

/** A production build that browser suites serve; made once per `npm test`, whichever suites need it. */
export interface SiteBuild extends SetUp {
  outDir: string;
}

function siteBuild(name: string, siteDir: string, outDir: string, args: string[] = []): SiteBuild {
  return {
    name,
    outDir,
    run: () =>
      runCommand(process.execPath, nodeScriptArgs("scripts/build.ts", args), {
        SITE_DIR: siteDir,
        OUT_DIR: outDir,
      }),
  };
}

/** The frozen sample site of the engine's tests, and its pictures, which the tests generate. */
export const sampleSiteDir = "tests/fixtures/sample-site";

export const sampleSitePictures: SetUp = {
  name: "set-up: the sample site's pictures",
  run: () =>
    runCommand(process.execPath, nodeScriptArgs("scripts/images/generate-sample-images.ts"), {
      SITE_DIR: sampleSiteDir,
    }),
};

/**
 * The moment on the clinic's clock the sample site is built and tested as of: fixed, so that its dated
 * holiday hours are upcoming, on or over exactly as the tests expect, whatever today is.
 */
export const sampleSiteMoment = "2026-10-30T10:00";

/** The engine's browser tests run on the sample site, built apart from the clinic's own. */
export const sampleSiteBuild = siteBuild("build of the sample site", sampleSiteDir, "test-results/builds/sample-site", [
  "--at",
  sampleSiteMoment,
]);

/**
 * The editor page, built before the two editor suites start side by side, so that neither builds it as its first
 * editor starts (today a unit test's editor has usually built it already; then this finds it and takes a second).
 */
export const editorPageBuild: SetUp = {
  name: "build of the editor page",
  run: () => runCommand(process.execPath, nodeScriptArgs("scripts/prepare-editor-page.ts")),
};

/** The site checks run on the clinic's site.json as it is, built exactly as `npm run build` builds it. */
export const clinicSiteBuild = siteBuild(
  "production build of site.json",
  process.env.SITE_DIR ?? ".",
  process.env.OUT_DIR ?? "dist",
);
