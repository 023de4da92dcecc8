import { spawnSync } from "node:child_process";

/**
 * Runs a command in the foreground with its output shown, then how long it took; a command that cannot start
 * gives 1.
 */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`(${Math.round((Date.now() - started) / 1000)} s, exit code ${status ?? "none"})`);
  return status ?? 1;
}
