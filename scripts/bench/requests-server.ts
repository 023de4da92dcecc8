import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { systemClock } from "../../editor/server/clock.ts";
import { AddressLimit } from "../../editor/server/requests/address-limit.ts";
import { ProofOfWork } from "../../editor/server/requests/proof-of-work.ts";
import { RequestStore } from "../../editor/server/requests/request-store.ts";
import { visitorRequests } from "../../editor/server/requests/visitor-requests.ts";
import { sendJson } from "../../editor/server/http-io.ts";
import { readManifest } from "../manifest/read-manifest.ts";

/**
 * The clinic's server's forms endpoint alone, as the service runs it (editor/server/requests/), on
 * this project's site.json with requests going to the clinic, its database in a folder of its own
 * that is removed when it stops: what `npm run bench:requests` measures, in a process of its own.
 */
const report = await readManifest();
if (!report.manifest) throw new Error("site.json does not pass its checks: run npm run validate.");
const manifest = {
  ...report.manifest,
  site: { ...report.manifest.site, requests: { receiver: "clinicServer" as const } },
};
const dataDir = mkdtempSync(join(tmpdir(), "bench-requests-"));
const store = new RequestStore(dataDir, systemClock);
const forms = visitorRequests({
  store,
  proofs: new ProofOfWork(dataDir, systemClock),
  limit: new AddressLimit(systemClock),
  clock: systemClock,
  liveManifest: () => manifest,
  log: (line) => console.error(line),
});
const server = createServer((req, res) => {
  if (!forms.handle(req, res, new URL(req.url ?? "/", "http://bench").pathname)) sendJson(res, 404, {});
});
server.listen(0, "127.0.0.1", () => console.log(`listening on ${(server.address() as AddressInfo).port}`));
const stop = () => {
  server.close();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
