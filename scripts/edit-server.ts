import { resolve } from "node:path";
import { clockOfEnvironment } from "../editor/server/clock.ts";
import { editorDataDir } from "../editor/server/editor-data.ts";
import { startEditorService } from "../editor/server/service/editor-service.ts";
import { mailSettingsOf } from "../editor/server/requests/mail-settings.ts";
import { currentSite } from "./manifest/read-manifest.ts";

/**
 * `npm run edit:server`: the editor as a service on the clinic's server, behind nginx. HOST and
 * PORT (default 127.0.0.1:5180) are where it listens; EDITOR_ORIGIN is the address staff open
 * (default http://localhost:PORT); LIVE_DIR (default live/) receives the website, served from
 * LIVE_DIR/current; EDITOR_DATA_DIR (default editor-data/) holds the accounts, sessions and drafts;
 * EDITOR_PUSH_REMOTE names a git remote each published version is pushed to (none by default);
 * EDITOR_CLOCK_STARTS_AT starts the service's clock at another instant (editor/server/clock.ts);
 * FORMS_PROOF_DIFFICULTY makes the forms' challenge easier or harder (editor/server/requests/proof-of-work.ts);
 * SMTP_URL (with REQUESTS_MAIL_FROM and REQUESTS_MAIL_TO) is the mail server that tells the clinic each
 * request that arrives (editor/server/requests/mail-settings.ts).
 */
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 5180);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

const difficulty = process.env.FORMS_PROOF_DIFFICULTY;
if (difficulty !== undefined && !(Number.isInteger(Number(difficulty)) && Number(difficulty) >= 1)) {
  console.error(`FORMS_PROOF_DIFFICULTY must be a whole number of 1 or more, not "${difficulty}".`);
  process.exit(1);
}

try {
  const clock = clockOfEnvironment();
  const mail = mailSettingsOf(process.env);
  const service = await startEditorService({
    site: currentSite,
    host,
    port,
    origin: process.env.EDITOR_ORIGIN,
    dataDir: editorDataDir(),
    liveDir: resolve(process.env.LIVE_DIR ?? "live"),
    pushRemote: process.env.EDITOR_PUSH_REMOTE || undefined,
    clock,
    proofDifficulty: difficulty === undefined ? undefined : Number(difficulty),
    mail,
  });
  console.log(`Editor service listening on ${host}:${service.port}; staff open ${service.url}`);
  console.log(`The website is ${service.live.currentDir}`);
  if (mail) console.log("Each request that arrives is told by e-mail (SMTP_URL).");
  const stop = () => service.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === "EADDRINUSE" ? `Port ${port} is in use; choose another with PORT.` : (error as Error).message);
  process.exit(1);
}
