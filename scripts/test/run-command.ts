import { spawnSync } from "node:child_process";

/** Runs a command in the foreground with its output shown; a command that cannot start gives 1. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return status ?? 1;
}
