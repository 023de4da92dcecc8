import type { LivePublisher } from "../live/live-publisher.ts";
import type { Removal } from "../../shared/contract.ts";
import type { SiteHistory } from "../versions/site-history.ts";

/**
 * How the editor service removes pictures no page uses: never while a publish builds (the build reads
 * the picture folder), and with git told at once, so that the next published version records the
 * removal. Earlier versions keep the pictures: a restore takes them from its commit.
 */
export function removalWithVersions(publisher: LivePublisher, history: SiteHistory) {
  return (remove: () => Promise<Removal>): Promise<Removal> =>
    publisher.betweenPublishes(async () => {
      const done = await remove();
      await history.forgetPictures(done.removed);
      return done;
    });
}
