import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** A Debian package, known to be installed by a file it provides. */
export interface AptPackage {
  /** What it is, in messages: "nginx", "Chromium". */
  name: string;
  providedFile: string;
  debianPackage: string;
}

function aptGet(args: string[]): number {
  console.log(`\n> apt-get ${args.join(" ")}`);
  return spawnSync("apt-get", args, { stdio: "inherit" }).status ?? 1;
}

/** Installs the package with apt-get when its file is missing. 0 once the file is there, else the failing exit code. */
export function installWhenMissing({ name, providedFile, debianPackage }: AptPackage): number {
  if (existsSync(providedFile)) return 0;
  console.log(`${name} is missing at ${providedFile}; installing Debian's ${debianPackage} package.`);
  const status = aptGet(["update", "-qq"]) || aptGet(["install", "-y", "-qq", debianPackage]);
  if (status !== 0 || !existsSync(providedFile)) {
    console.error(`Could not install ${debianPackage} with apt-get; ${providedFile} is needed.`);
    return status || 1;
  }
  return 0;
}
