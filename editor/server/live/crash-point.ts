import { existsSync } from "node:fs";
import type { ChildProcess } from "node:child_process";

/** The moments of a publish at which the service tests kill it, to prove that it recovers from each. */
export const crashSteps = ["during-build", "before-write", "after-write", "after-commit", "after-switch"] as const;
export type CrashStep = (typeof crashSteps)[number];

/**
 * Fault injection for the service tests: with `EDITOR_CRASH_AT=<step>` the process kills itself with
 * SIGKILL at that step of a publish, as a power cut or the out-of-memory killer would: no cleanup runs.
 */
export function crashPoint(step: CrashStep): void {
  if (process.env.EDITOR_CRASH_AT === step) process.kill(process.pid, "SIGKILL");
}

/**
 * "during-build": once the build has written part of its folder. The build goes down with the service, as
 * systemd stops every process of a service whose main process died; one left running could only write
 * into the staging folder, which the next start or publish clears.
 */
export function crashDuringBuild(child: ChildProcess, partOfBuild: string): void {
  if (process.env.EDITOR_CRASH_AT !== "during-build") return;
  const timer = setInterval(() => {
    if (!existsSync(partOfBuild)) return;
    clearInterval(timer);
    child.kill("SIGKILL");
    process.kill(process.pid, "SIGKILL");
  }, 20);
  child.once("close", () => clearInterval(timer));
}
