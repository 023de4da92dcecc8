import { parentPort, workerData } from "node:worker_threads";
import { loadServerEntry, pageWriter } from "./prerender.ts";
import type { PageJob, ThreadSetup } from "./prerender-threads.ts";

/** A prerender thread (prerender-threads.ts): writes its share of the pages, saying of each file as it goes. */
const { setup, jobs } = workerData as { setup: ThreadSetup; jobs: PageJob[] };
const entry = await loadServerEntry(setup.serverEntryFile, setup.manifest, setup.publicDir);
const write = pageWriter(setup.manifest, setup.distDir, entry, setup.moment, setup.template);
for (const { path, file, canonical } of jobs) parentPort?.postMessage(await write(path, file, canonical));
