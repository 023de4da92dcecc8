import { existsSync } from "node:fs";
import { chromiumPath } from "../chromium-flags.ts";
import { runCommand } from "./run-command.ts";

/** Something a browser suite needs before it can run; run once per `npm test`, however many suites need it. */
export interface SetUp {
  name: string;
  /** Returns the exit code: 0 when what the suite needs is there. */
  run: () => number;
}

/** Installs a Debian package with apt-get when the file it provides is missing. */
export function aptPackage(name: string, providedFile: string, debianPackage: string): SetUp {
  return {
    name: `set-up: ${name}`,
    run() {
      if (existsSync(providedFile)) return 0;
      console.log(`${name} is missing at ${providedFile}; installing Debian's ${debianPackage} package.`);
      const status = runCommand("apt-get", ["update", "-qq"]) || runCommand("apt-get", ["install", "-y", "-qq", debianPackage]);
      if (status !== 0 || !existsSync(providedFile)) {
        console.error(`Could not install ${debianPackage} with apt-get; the tests need ${providedFile}.`);
        return status || 1;
      }
      return 0;
    },
  };
}

/** Playwright cannot download its own browser on these machines; Debian's Chromium is used. */
export const chromium = aptPackage("Chromium", chromiumPath, "chromium");
