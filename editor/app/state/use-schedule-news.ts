import { useEffect, useState } from "react";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import { ask } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { editorMode, signedInName } from "../editor-mode.ts";

/**
 * What the clinic's server has to tell a person as they open the editor: a rebuild of the live site
 * at one of its dates that failed, and their own scheduled changes that were refused at their time.
 * In words, once; undefined when there is nothing to tell (and on a developer's computer).
 */
export function useScheduleNews(): [string | undefined, () => void] {
  const [news, setNews] = useState<string>();
  useEffect(() => {
    if (editorMode !== "service") return;
    ask(apiEndpoints.scheduled).then(
      ({ scheduled, datedRebuildFailure }) => {
        const lines: string[] = [];
        if (datedRebuildFailure)
          lines.push(
            `The website could not be rebuilt as of ${momentInWords(datedRebuildFailure.moment)}, when one of ` +
              "its dates changes what it shows; it still shows the site as before and is being tried again. " +
              `What the build said: ${datedRebuildFailure.message}`,
          );
        for (const change of scheduled)
          if (change.refused && change.author === signedInName)
            lines.push(
              `Your change “${change.title}”, scheduled for ${momentInWords(change.at)}, was not published: ` +
                `${change.refused.reason} It is in History under Scheduled.`,
            );
        if (lines.length > 0) setNews(lines.join(" "));
      },
      () => undefined,
    );
  }, []);
  return [news, () => setNews(undefined)];
}
