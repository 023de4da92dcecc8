/**
 * The first port of a browser suite's own servers: beside E2E_PORT under `npm test` (`offset` further on), so that
 * two people running the whole suite on one machine, each with their own E2E_PORT, never collide; `alone` when a
 * suite is run by hand. Each shard of a suite (E2E_SHARD, scripts/test/browser-suites.ts) is 20 further on, as the
 * shards of one suite run side by side.
 */
export function suitePort(offset: number, alone: number): number {
  const shard = Number(process.env.E2E_SHARD ?? 1) - 1;
  return (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + offset : alone) + 20 * shard;
}

/** A suite's output folder, one per shard: Playwright empties it as a run starts, and shards start apart. */
export function shardFolder(folder: string): string {
  const shard = process.env.E2E_SHARD;
  return shard && shard !== "1" ? `${folder}-${shard}` : folder;
}
