/**
 * The arguments for `node` (process.execPath) that run one of the project's TypeScript scripts in one
 * process, from the project's root. tsx's own command line would run the script in a child process
 * and, when that child does not confirm a signal within 30 ms (easily missed on a busy machine), kill
 * it outright: what the script started, such as nginx, would be left running with no one to stop it.
 */
export function nodeScriptArgs(script: string, args: string[] = []): string[] {
  return ["--import", "tsx", script, ...args];
}

/** The same as one command line, for a configuration that takes a command as text. */
export function nodeScriptCommand(script: string, args: string[] = []): string {
  return [process.execPath, ...nodeScriptArgs(script, args)].join(" ");
}
