import { existsSync } from "node:fs";
import type { AptPackage } from "./system/apt-package.ts";

/** The whole browser, as visitors run it: the bench's Lighthouse measures in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the test suites drive: Debian's build of Chromium's headless shell, the same Blink
 * without the desktop browser around it, which is what Playwright itself runs for headless tests.
 * On two cores it runs the engine's browser suite in about two thirds of the time of the whole
 * browser. Without it the tests run in the whole browser.
 */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

/** Debian's whole Chromium: Lighthouse needs it, and the browser suites where the headless shell cannot be had. */
export const debianChromium: AptPackage = { name: "Chromium", providedFile: chromiumPath, debianPackage: "chromium" };
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/**
 * Debian's Chromium on a closed network: without the networking flags it keeps trying to reach
 * Google's services and floods the network with refused connections.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
