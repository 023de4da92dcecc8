import { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runScript, startScript, type RunningProcess } from "../support/project-command.ts";
import { copySite, type SiteCopy } from "../support/site-copy.ts";
import { suitePort } from "../support/suite-shard.ts";
import type { Role } from "../../editor/shared/roles.ts";

export interface RunningService {
  /** The editor's address through nginx, e.g. https://localhost:5291 (no trailing slash). */
  editor: string;
  /** The live website as nginx serves LIVE_DIR/current, e.g. https://localhost:5293 */
  website: string;
  copy: SiteCopy;
  liveDir: string;
  /** EDITOR_DATA_DIR: accounts, drafts, patients' requests. */
  dataDir: string;
  /** Where the service itself listens (http://127.0.0.1:PORT), as nginx reaches it. */
  service: string;
  /** Which build LIVE_DIR/current names now. */
  currentBuild(): string;
  /** `npm run editor-user -- add NAME --role ROLE`; the first account is the Owner and needs no role. */
  addAccount(name: string, password: string, role?: Role): void;
  /** Runs `npm run editor-user -- ARGS` on the service's accounts; its output, or a throw when it fails. */
  editorUser(...args: string[]): string;
  /**
   * Stops the editor service (SIGTERM, or SIGKILL as a crash would) and starts it again on the same
   * folders; with `clockStartsAt`, its clock starts again at that instant (a service that was down
   * over a moment, or one brought to a few seconds before it).
   */
  restartEditor(how?: "stop" | "kill", clockStartsAt?: Date): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

// Four ports from here on: the service, its editor over HTTPS, the website over HTTP and HTTPS.
const firstPort = suitePort(1100, 5290);

/**
 * `npm run edit:server` on a throwaway copy of the sample site (or of `manifest` with its pictures) in a
 * git repository of its own, with
 * its accounts and its LIVE_DIR in temporary folders, behind nginx with TLS, and nginx serving
 * LIVE_DIR/current as the website (`npm run preview:nginx LIVE_DIR/current` with the editor's ports),
 * as the clinic's server runs them.
 */
export async function startService({
  manifest,
  clockStartsAt,
  env: moreEnv = {},
}: {
  manifest?: SiteManifest;
  /** Where the service's clock starts (EDITOR_CLOCK_STARTS_AT), then runs at real speed; the machine's by default. */
  clockStartsAt?: Date;
  /** More of the service's environment (FORMS_PROOF_DIFFICULTY). */
  env?: Record<string, string>;
} = {}): Promise<RunningService> {
  const copy = copySite({ label: "editor-service", manifest });
  const dataDir = mkdtempSync(join(tmpdir(), "editor-data-"));
  const liveDir = mkdtempSync(join(tmpdir(), "editor-live-"));
  const env = { SITE_DIR: copy.dir, LIVE_DIR: liveDir, EDITOR_DATA_DIR: dataDir, ...moreEnv };
  const running: RunningProcess[] = [];
  const stop = async () => {
    await Promise.all(running.map((process) => process.stop()));
    for (const dir of [dataDir, liveDir]) rmSync(dir, { recursive: true, force: true });
    copy.remove();
  };
  const editorOrigin = `https://localhost:${firstPort + 1}`;
  const startEditor = (clockAt?: Date) =>
    startScript("scripts/edit-server.ts", {
      env: {
        ...env,
        PORT: String(firstPort),
        EDITOR_ORIGIN: editorOrigin,
        ...(clockAt ? { EDITOR_CLOCK_STARTS_AT: clockAt.toISOString() } : {}),
      },
      ready: /listening on [^\s]+:(\d+)/,
      timeoutMs: 180_000,
    });
  let editor: RunningProcess | undefined;
  const earlierOutput: string[] = [];
  try {
    editor = await startEditor(clockStartsAt);
    running.push(editor);
    const nginx = await startScript("scripts/preview-nginx.ts", {
      args: [join(liveDir, "current")],
      env: {
        PORT: String(firstPort + 2),
        HTTPS_PORT: String(firstPort + 3),
        EDITOR_PORT: String(firstPort),
        EDITOR_HTTPS_PORT: String(firstPort + 1),
      },
      ready: /Serving .* and (https:\/\/localhost:\d+)\//,
    });
    running.push(nginx);
    return {
      editor: editorOrigin,
      website: nginx.ready[1],
      copy,
      liveDir,
      dataDir,
      service: `http://127.0.0.1:${firstPort}`,
      currentBuild: () => readlinkSync(join(liveDir, "current")),
      addAccount: (name, password, role) => {
        const added = runScript("scripts/editor-user.ts", {
          args: ["add", name, ...(role ? ["--role", role] : [])],
          env,
          input: `${password}\n${password}\n`,
        });
        if (added.status !== 0) throw new Error(`editor-user add ${name} failed:\n${added.stderr}`);
      },
      editorUser: (...args) => {
        const ran = runScript("scripts/editor-user.ts", { args, env });
        if (ran.status !== 0) throw new Error(`editor-user ${args.join(" ")} failed:\n${ran.stderr}`);
        return ran.stdout;
      },
      restartEditor: async (how = "stop", clockAt) => {
        const stopped = running.indexOf(editor as RunningProcess);
        const old = running.splice(stopped, 1)[0];
        earlierOutput.push(old.output());
        if (how === "kill") {
          const exited = new Promise((resolve) => old.child.once("exit", resolve));
          old.child.kill("SIGKILL");
          await exited;
        } else await old.stop();
        editor = await startEditor(clockAt);
        running.push(editor);
      },
      output: () => [...earlierOutput, ...running.map((process) => process.output())].join("\n"),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
