import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import type { Clock } from "../clock.ts";
import type { RequestStore } from "./request-store.ts";
import { defaultKeepClosedDays } from "../../../src/forms/request-contract.ts";

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/** The moment before which a closed request is erased, on the site's setting. */
export function retentionCutoff(now: number, site: Pick<Site, "requests"> | undefined): number {
  return now - (site?.requests?.keepClosedDays ?? defaultKeepClosedDays) * day;
}

/**
 * Erases closed requests past their kept period now and every hour after, on the service's clock
 * (a clock moved by a test erases at once). Returns what stops it.
 */
export function startRetention(
  store: RequestStore,
  site: () => Pick<Site, "requests"> | undefined,
  clock: Clock,
  log: (line: string) => void,
): () => void {
  const sweep = () => {
    try {
      const erased = store.eraseClosedBefore(retentionCutoff(clock.now(), site()));
      if (erased) log(`Requests: erased ${erased} closed request${erased === 1 ? "" : "s"} past the kept period.`);
    } catch (error) {
      log(`Requests: the kept period could not be applied: ${(error as Error).message}`);
    }
  };
  sweep();
  return clock.every(hour, sweep);
}
