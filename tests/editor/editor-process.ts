import { startScript, type RunningProcess } from "../support/project-command.ts";
import type { SiteCopy } from "../support/site-copy.ts";

export interface EditorProcess {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  origin: string;
  /** The address it prints, e.g. http://localhost:41234/ */
  url: string;
  port: number;
  child: RunningProcess["child"];
  /** Everything the server printed, for messages when a test fails. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run edit` on a copy of a site (SITE_DIR), so that publishing writes that copy's
 * site.json, never ours; on a free port unless one is given.
 */
export async function startEditorProcess(
  site: SiteCopy,
  { port = 0, timeoutMs = 120_000 } = {},
): Promise<EditorProcess> {
  const running: RunningProcess = await startScript("scripts/edit.ts", {
    env: { SITE_DIR: site.dir, PORT: String(port) },
    ready: /Editor running at (http:\/\/localhost:(\d+)\/)/,
    timeoutMs,
  });
  const actualPort = Number(running.ready[2]);
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    url: running.ready[1],
    port: actualPort,
    child: running.child,
    output: running.output,
    stop: running.stop,
  };
}
