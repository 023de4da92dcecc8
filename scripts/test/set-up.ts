import { debianChromium, headlessShellPath } from "../chromium-flags.ts";
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

const headlessShell: AptPackage = {
  name: "Chromium's headless shell",
  providedFile: headlessShellPath,
  debianPackage: "chromium-headless-shell",
};

/**
 * Playwright cannot download its own browser on these machines: the suites drive Debian's Chromium
 * headless shell, or Debian's whole Chromium where apt-get cannot install the shell (or CHROMIUM_PATH names a browser).
 */
export const chromium: SetUp = {
  name: "set-up: Chromium",
  run: () => {
    if (process.env.CHROMIUM_PATH) return installWhenMissing(debianChromium);
    if (installWhenMissing(headlessShell) === 0) return 0;
    console.log("The browser suites will drive the whole Chromium instead.");
    return installWhenMissing(debianChromium);
  },
};

/** The nginx that `npm run preview:nginx` also needs, with its brotli_static module. */
export const nginxSetUps = nginxPackages.map(aptSetUp);
