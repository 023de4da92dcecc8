import { chromiumPath } from "../chromium-flags.ts";
import { nginxPackages } from "../hosting/ensure-nginx.ts";
import { installWhenMissing, type AptPackage } from "../system/apt-package.ts";

/** Something a browser suite needs before it can run; run once per `npm test`, however many suites need it. */
export interface SetUp {
  name: string;
  /** Returns the exit code: 0 when what the suite needs is there. */
  run: () => number;
}

/** A Debian package a suite needs, installed with apt-get when the file it provides is missing. */
function aptSetUp(aptPackage: AptPackage): SetUp {
  return { name: `set-up: ${aptPackage.name}`, run: () => installWhenMissing(aptPackage) };
}

/** Playwright cannot download its own browser on these machines; Debian's Chromium is used. */
export const chromium = aptSetUp({ name: "Chromium", providedFile: chromiumPath, debianPackage: "chromium" });

/** The nginx that `npm run preview:nginx` also needs, with its brotli_static module. */
export const nginxSetUps = nginxPackages.map(aptSetUp);
