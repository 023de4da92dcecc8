import { spawn, spawnSync } from "node:child_process";

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

export interface Command {
  name: string;
  command: string;
  args: string[];
}

/**
 * Runs commands side by side (the checks that read the code, each on one core) and shows each one's
 * output whole when it ends, then how long it took; resolves with their exit codes in order.
 */
export function runCommandsTogether(commands: Command[]): Promise<number[]> {
  const started = Date.now();
  return Promise.all(
    commands.map(
      ({ command, args }) =>
        new Promise<number>((resolve) => {
          const child = spawn(command, args, { env: process.env });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          const finish = (status: number | null) => {
            console.log(`\n> ${command} ${args.join(" ")}\n${Buffer.concat(output).toString("utf8").trimEnd()}`);
            console.log(`(${Math.round((Date.now() - started) / 1000)} s, exit code ${status ?? "none"})`);
            resolve(status ?? 1);
          };
          child.on("error", (error) => {
            output.push(Buffer.from(String(error)));
            finish(null);
          });
          child.on("close", finish);
        }),
    ),
  );
}
