import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { LivePublisher } from "../../../../editor/server/live/live-publisher.ts";
import { LiveSite } from "../../../../editor/server/live/live-site.ts";
import { PublishJournal } from "../../../../editor/server/live/publish-journal.ts";
import { ManifestService } from "../../../../editor/server/manifest-service.ts";
import { SiteHistory } from "../../../../editor/server/versions/site-history.ts";

/**
 * The editor service's publishing, in a process of its own as the service runs it: it starts as the
 * service does (recover, then put site.json online), then publishes WORKING_COPY, a site.json file, as
 * PUBLISHER, if given, and prints the versions. Each line then read from its standard input,
 * `{"workingCopy": FILE, "publisher": NAME}`, is the next publish of the same run, as the service
 * takes the next person's; it stops when its input ends. EDITOR_CRASH_AT kills it on the way
 * (editor/server/live/crash-point.ts).
 */
const { SITE_DIR = "", LIVE_DIR = "", EDITOR_DATA_DIR = "", WORKING_COPY, PUBLISHER = "Asha Patel" } = process.env;
const manifest = new ManifestService(join(SITE_DIR, "site.json"), join(SITE_DIR, "public"));
const publisher = new LivePublisher(
  manifest,
  new LiveSite(LIVE_DIR, join(SITE_DIR, "public")),
  new SiteHistory(SITE_DIR),
  new PublishJournal(EDITOR_DATA_DIR),
);

async function publish(workingCopy: string, name: string): Promise<void> {
  const working: unknown = JSON.parse(readFileSync(workingCopy, "utf8"));
  const result = await publisher.publish({ manifest: working, baseHash: manifest.current().hash }, { name });
  console.log(JSON.stringify({ published: result.version }));
}

await publisher.recover();
await publisher.goLiveIfOutOfDate();
if (WORKING_COPY) await publish(WORKING_COPY, PUBLISHER);
console.log(JSON.stringify({ versions: await publisher.versions() }));
for await (const line of createInterface({ input: process.stdin })) {
  const next = JSON.parse(line) as { workingCopy: string; publisher: string };
  await publish(next.workingCopy, next.publisher);
}
