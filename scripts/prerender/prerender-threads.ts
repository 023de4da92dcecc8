import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import type { LocalMoment } from "../../src/dates/local-moment.ts";

/** One page to write: its address, its file in the build, and whether it is the page's own address. */
export interface PageJob {
  path: string;
  file: string;
  canonical: boolean;
}

/** What a thread needs to write pages as the build does (see pageWriter). */
export interface ThreadSetup {
  serverEntryFile: string;
  manifest: SiteManifest;
  publicDir: string;
  distDir: string;
  moment: LocalMoment;
  /** The template as the build read it, before any page took the place of its file (index.html). */
  template: string;
}

/**
 * A worker thread costs about a second of a core to start (tsx, the engine, site.json), and a page 3 to 7 ms
 * (less alone, more beside compression): below this many pages a thread, it gains nothing (measured at 1,000
 * and 3,000 pages).
 */
const pagesForAThread = 1500;

export function threadsFor(pages: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pages / pagesForAThread)));
}

// A worker thread does not inherit tsx's loader in Node 20, so it registers it before loading the worker.
const tsxApi = import.meta.resolve("tsx/esm/api");
const workerFile = new URL("./prerender-worker.ts", import.meta.url).href;
const startWorker = `import(${JSON.stringify(tsxApi)})
  .then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); })`;

/**
 * Writes `jobs` on `threads` threads, each taking every n-th page: this one with `writeHere`, the others
 * worker threads. Says of each page's file as it is written (the build compresses it meanwhile). The first
 * thread to fail stops the others.
 */
export async function writeInThreads(
  jobs: PageJob[],
  threads: number,
  setup: ThreadSetup,
  { onWritten, writeHere }: { onWritten: (file: string) => void; writeHere: (jobs: PageJob[]) => Promise<void> },
): Promise<void> {
  const shares = Array.from({ length: threads }, (_, thread) => jobs.filter((_, index) => index % threads === thread));
  const workers = shares
    .slice(1)
    .map((share) => new Worker(startWorker, { eval: true, workerData: { setup, jobs: share } }));
  const ends = workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.on("message", onWritten);
        worker.on("error", reject);
        worker.on("exit", (code) =>
          code === 0 ? resolve() : reject(new Error(`A prerender thread ended with ${code}.`)),
        );
      }),
  );
  try {
    await Promise.all([writeHere(shares[0] ?? []), ...ends]);
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
}
