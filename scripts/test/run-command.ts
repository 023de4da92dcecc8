import { spawn, spawnSync } from "node:child_process";

export interface Command {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const commandLine = ({ command, args }: Command) => `> ${command} ${args.join(" ")}`;
const took = (started: number, status: number | null) =>
  `(${Math.round((Date.now() - started) / 1000)} s, exit code ${status ?? "none"})`;

/**
 * Runs a command in the foreground with its output shown, then how long it took; a command that cannot start
 * gives 1.
 */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n${commandLine({ command, args })}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(took(started, status));
  return status ?? 1;
}

/** How a command ended, and how long it ran (ms). */
export interface CommandEnd {
  exitCode: number;
  ms: number;
}

function runQuietly({ command, args, env = {} }: Command): Promise<CommandEnd & { output: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = (status: number | null, problem = "") =>
      resolve({
        exitCode: status ?? 1,
        ms: Date.now() - started,
        output: `${Buffer.concat(chunks).toString()}${problem}${took(started, status)}`,
      });
    child.once("error", (error) => finish(null, `${error.message}\n`));
    child.once("close", (status) => finish(status));
  });
}

/**
 * Runs commands two at a time, each next one as soon as one of those running ends (each that uses one core
 * leaves the other idle when run alone), and shows each one's output whole once all have ended, in the order
 * given; returns how each ended, in that order.
 */
export async function runCommandsTogether(commands: Command[], slots = 2): Promise<CommandEnd[]> {
  const results: (CommandEnd & { output: string })[] = [];
  let next = 0;
  const slot = async () => {
    while (next < commands.length) {
      const index = next++;
      results[index] = await runQuietly(commands[index]);
    }
  };
  await Promise.all(Array.from({ length: slots }, slot));
  for (const [index, { output }] of results.entries()) console.log(`\n${commandLine(commands[index])}\n${output}`);
  return results.map(({ exitCode, ms }) => ({ exitCode, ms }));
}
