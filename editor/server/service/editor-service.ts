import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { SiteFolder } from "../../../scripts/manifest/read-manifest.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { AccountStore } from "../accounts/account-store.ts";
import { systemClock, type Clock } from "../clock.ts";
import { defaultSessionLimits, SessionStore, type Session } from "../accounts/sessions.ts";
import { SignInThrottle } from "../accounts/sign-in-throttle.ts";
import { readAsked, writeFor, apiHandler, jsonLimit, type ApiRoutes } from "../api-routes.ts";
import { preparedEditorApp } from "../editor-app-build.ts";
import { editorFiles } from "../editor-files.ts";
import { DraftStore } from "../drafts/draft-store.ts";
import { PresenceBoard } from "../drafts/presence.ts";
import { accountsFile, draftsDir, sessionsFile } from "../editor-data.ts";
import { editorRequestHandler } from "../editor-requests.ts";
import { readJson } from "../http-io.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";
import { LivePublisher } from "../live/live-publisher.ts";
import { DatedRebuilds } from "../live/dated-rebuilds.ts";
import { ScheduledPublishes, summaryOf } from "../schedule/scheduled-publishes.ts";
import { LiveSite } from "../live/live-site.ts";
import { nginxFile, unitFile, writeNginxFile, writeSystemdUnit, type ServiceSettings } from "../live/server-files.ts";
import { PublishJournal } from "../live/publish-journal.ts";
import { ManifestService } from "../manifest-service.ts";
import { answerWhileStarting } from "../starting-answer.ts";
import { serviceToken } from "./service-token.ts";
import { RequestGuard } from "../request-guard.ts";
import { SiteHistory } from "../versions/site-history.ts";
import { removalWithVersions } from "./removal-with-versions.ts";
import { admitBySession } from "./session-admission.ts";
import { SignInDesk } from "./sign-in-desk.ts";
import { RequestStore } from "../requests/request-store.ts";
import { ProofOfWork } from "../requests/proof-of-work.ts";
import { AddressLimit } from "../requests/address-limit.ts";
import { visitorRequests } from "../requests/visitor-requests.ts";
import { liveManifestOf } from "../requests/live-manifest.ts";
import { staffRequestRoutes } from "../requests/staff-requests.ts";
import { startRetention } from "../requests/retention.ts";
import { newsletterSignUps } from "../newsletter/newsletter-sign-ups.ts";
import { staffNewsletterRoutes } from "../newsletter/staff-newsletter.ts";
import { ownView, ProposalStore } from "../proposals/proposal-store.ts";
import { accountRoutes } from "../accounts/account-routes.ts";
import { tellApprovers } from "../proposals/approval-mail.ts";
import { proposalRoutes } from "../proposals/proposal-routes.ts";
import { startArrivalMail, type SendMail } from "../requests/arrival-mail.ts";
import { senderOf, smtpSender, type MailSettings } from "../requests/mail-settings.ts";
import { requestsAddress } from "../../shared/editor-location.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { permissionsOfRole, refusedFor, roleMay, type Permission } from "../../shared/roles.ts";

export interface EditorServiceOptions {
  site: SiteFolder;
  host: string;
  port: number;
  /** The address staff open, as their browser shows it ("https://edit.clinic.in"); by default http://localhost:PORT. */
  origin?: string;
  /** The accounts: outside the web root and out of git. */
  dataDir: string;
  /** Where the live website's builds go; visitors get `LIVE_DIR/current`. */
  liveDir: string;
  /** The git remote each published version is pushed to (EDITOR_PUSH_REMOTE); none when left out. */
  pushRemote?: string;
  log?: (line: string) => void;
  /** The service's one clock (EDITOR_CLOCK_STARTS_AT moves it); the machine's by default. */
  clock?: Clock;
  /** How hard the forms' challenge is (FORMS_PROOF_DIFFICULTY); tests make it easier, never nothing. */
  proofDifficulty?: number;
  /** The clinic's mail server (SMTP_URL …): each request that arrives is told by e-mail. None when left out. */
  mail?: MailSettings;
  /** How e-mails are handed over; the mail server of `mail` by default. */
  sendMail?: SendMail;
}

export interface EditorService {
  url: string;
  port: number;
  live: LiveSite;
  close(): Promise<void>;
}

/** Rewrites LIVE_DIR/nginx.conf for the live version; when it changed, nginx must read it again. */
function webServerNotice(settings: ServiceSettings, manifestText: string): string | undefined {
  const changed = writeNginxFile(settings, JSON.parse(manifestText) as SiteManifest);
  if (!changed) return undefined;
  return (
    "This change also changes a setting of the web server (the map, the contact form's service, or a new kind of " +
    "page address). Ask the person who runs the server to reload nginx; until then those pages keep the old setting."
  );
}

/**
 * `npm run edit:server`: the editor for the clinic's server. Staff sign in with their own account;
 * every page, file and API call needs a session and the editor's own origin; Publish builds the
 * website and switches `LIVE_DIR/current` to it, and records the version in git under their name.
 */
export async function startEditorService(options: EditorServiceOptions): Promise<EditorService> {
  const { site, dataDir, liveDir, log = console.log, clock = systemClock } = options;
  const history = new SiteHistory(site.dir, site.manifestFile);
  if (!(await history.isRepository())) {
    throw new Error(
      `The site folder ${site.dir} is not in a git repository; the editor keeps each published version as a ` +
        "git commit. Run git init there (or clone the project) and start again.",
    );
  }
  const server: Server = createServer();
  const starting = answerWhileStarting(server);
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve((server.address() as AddressInfo).port));
  });
  const origin = (options.origin ?? `http://localhost:${port}`).replace(/\/+$/, "");
  log("Preparing the editor page…");
  const { dir: appDir, htmlFile } = await preparedEditorApp();
  const manifest = new ManifestService(site.manifestFile, site.publicDir);
  const live = new LiveSite(liveDir, site.publicDir, clock);
  const serverSettings: ServiceSettings = {
    liveDir,
    siteDir: site.dir,
    dataDir,
    origin,
    host: options.host,
    port,
    pushRemote: options.pushRemote,
  };
  const publisher = new LivePublisher(manifest, live, history, new PublishJournal(dataDir), {
    onLive: (text) => webServerNotice(serverSettings, text),
    pushRemote: options.pushRemote,
    log,
    clock,
  });
  await publisher.recover();
  await publisher.goLiveIfOutOfDate();
  const datedRebuilds = new DatedRebuilds(publisher, live, { dataDir, log, clock });
  datedRebuilds.start();
  const scheduled = new ScheduledPublishes(join(dataDir, "scheduled"), manifest, publisher, { log, clock });
  scheduled.start();
  writeNginxFile(serverSettings, JSON.parse(manifest.current().text) as SiteManifest);
  writeSystemdUnit(serverSettings);
  log(`nginx and systemd files for this server: ${join(liveDir, nginxFile)} and ${join(liveDir, unitFile)}`);
  const token = serviceToken(dataDir);
  const guard = new RequestGuard([origin], token);
  // Reached over HTTPS (through nginx): the cookie is Secure, and HSTS is sent.
  const secureCookies = new URL(origin).protocol === "https:";
  const accounts = new AccountStore(accountsFile(dataDir), clock);
  const desk = new SignInDesk(
    accounts,
    new SessionStore(sessionsFile(dataDir), defaultSessionLimits, clock, log),
    new SignInThrottle(clock),
    secureCookies,
    Math.floor(defaultSessionLimits.absolute / 1000),
    log,
    clock,
  );
  const sessions = new WeakMap<IncomingMessage, Session>();
  const person = (req: IncomingMessage) => ({ name: sessions.get(req)?.name ?? "" });
  // Admission notes a session for every request that reaches the API or the editor's page.
  const allowed = (req: IncomingMessage) => {
    const role = sessions.get(req)?.role ?? "contributor";
    return { role, may: permissionsOfRole(role) };
  };
  const forbidden = (req: IncomingMessage, permission: Permission) => {
    const role = sessions.get(req)?.role;
    if (!role) return "You are signed out: sign in again.";
    return roleMay(role, permission) ? undefined : refusedFor(role, permission);
  };
  const { mail } = options;
  const requests = new RequestStore(dataDir, clock, { queueArrivalNotices: mail !== undefined });
  const liveManifest = liveManifestOf(live);
  const stopRetention = startRetention(requests, () => liveManifest()?.site, clock, log);
  // One way to the clinic's mail server, for the requests' notices and the approvers'.
  const mailer = mail && { send: options.sendMail ?? smtpSender(mail), from: senderOf(mail, origin) };
  const arrivalMail =
    mail &&
    mailer &&
    startArrivalMail({
      queue: requests.arrivalNotices,
      ...mailer,
      to: () => mail.to ?? liveManifest()?.site.contact.email,
      inboxUrl: `${origin}${requestsAddress}`,
      clock,
      log,
    });
  const forms = visitorRequests({
    store: requests,
    proofs: new ProofOfWork(dataDir, clock, options.proofDifficulty),
    limit: new AddressLimit(clock),
    clock,
    liveManifest,
    log,
    onReceived: () => arrivalMail?.kick(),
  });
  const newsletter = newsletterSignUps({
    list: requests.newsletter,
    limit: new AddressLimit(clock),
    clock,
    liveManifest,
  });

  const tellApproversOf = mailer && tellApprovers({ accounts, ...mailer, origin, log });
  const drafts = new DraftStore(draftsDir(dataDir), clock);
  const proposals = new ProposalStore(join(dataDir, "proposals"), clock);
  const serviceRoutes: ApiRoutes = {
    ...accountRoutes({ accounts, origin, personOf: (req) => person(req).name, log }),
    ...proposalRoutes({
      proposals,
      drafts,
      manifest,
      publisher,
      personOf: (req) => person(req).name,
      schedule: async (body, who, at) => summaryOf(await scheduled.schedule(body, who, at)),
      onProposed: (author) => void tellApproversOf?.(author),
    }),
    ...staffRequestRoutes(
      requests,
      () => liveManifest()?.site,
      (req) => person(req).name,
      () => forms.refused(),
    ),
    ...staffNewsletterRoutes(requests.newsletter, () => liveManifest()?.site),
    [apiEndpoints.session]: { writes: false, handle: async (req) => ({ ...person(req), ...allowed(req) }) },
    [apiEndpoints.publish]: {
      ...writeFor("publish"),
      handle: async (req) => await publisher.publish(await readJson(req, jsonLimit), person(req)),
    },
    [apiEndpoints.schedule]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const body = await readJson(req, jsonLimit);
        const at = isJsonObject(body) ? body.at : undefined;
        return summaryOf(await scheduled.schedule(body, person(req), at));
      },
    },
    [apiEndpoints.scheduled]: {
      writes: false,
      handle: async () => ({
        scheduled: scheduled.list().map(summaryOf),
        datedRebuildFailure: datedRebuilds.failure(),
      }),
    },
    [apiEndpoints.cancelScheduled]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const { id } = await readAsked(req, apiEndpoints.cancelScheduled, jsonLimit);
        scheduled.cancel(id, person(req));
        return { cancelled: true };
      },
    },
    [apiEndpoints.publishScheduled]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const { id } = await readAsked(req, apiEndpoints.publishScheduled, jsonLimit);
        return await scheduled.publishNow(id, person(req));
      },
    },
    [apiEndpoints.versions]: {
      writes: false,
      handle: async () => ({ versions: await publisher.versions() }),
    },
    [apiEndpoints.version]: {
      writes: false,
      handle: async (req) => {
        const commit = new URL(req.url ?? "/", "http://editor").searchParams.get("commit") ?? "";
        return { text: await publisher.versionText(commit) };
      },
    },
    [apiEndpoints.restore]: {
      ...writeFor("publish"),
      handle: async (req) => {
        const { commit, baseHash } = await readAsked(req, apiEndpoints.restore, jsonLimit);
        return await publisher.restore(typeof commit === "string" ? commit : "", baseHash, person(req));
      },
    },
  };
  const removeWith = removalWithVersions(publisher, history);

  const api = apiHandler(
    {
      guard,
      manifest,
      publicDir: site.publicDir,
      removeWith,
      drafts,
      presence: new PresenceBoard(clock),
      personOf: (req) => person(req).name,
      settledHash: (onDisk) => publisher.settledHash(onDisk),
      latestPublish: (hash) => publisher.publishOf(hash),
      newRequests: (req) => (forbidden(req, "read-requests") ? undefined : requests.newCount()),
      forbidden,
      proposalNews: (req) => {
        const own = proposals.read(person(req).name);
        return {
          waitingProposals: forbidden(req, "publish") ? undefined : proposals.waiting().length,
          ...(own ? { ownProposal: ownView(own) } : {}),
        };
      },
    },
    serviceRoutes,
    "service",
  );
  const editor = editorRequestHandler({
    origin,
    guard,
    manifest,
    api,
    files: editorFiles(appDir, site.publicDir),
    htmlFile,
    admit: admitBySession({ desk, guard, sessions }),
    pageMeta: (req) => ({
      "editor-token": token,
      "editor-person": person(req).name,
      "editor-may": allowed(req).may.join(" "),
      "editor-mode": "service",
    }),
    logName: "Editor service",
    log,
  });
  // The website's forms reach the service through the site's own address (nginx passes /forms/ on).
  starting.ready((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (!forms.handle(req, res, url.pathname) && !newsletter.handle(req, res, url)) editor(req, res);
  });
  return {
    url: `${origin}/`,
    port,
    live,
    close: async () => {
      stopRetention();
      arrivalMail?.stop();
      await Promise.all([datedRebuilds.stop(), scheduled.stop(), arrivalMail?.settled()]);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      requests.close();
    },
  };
}
