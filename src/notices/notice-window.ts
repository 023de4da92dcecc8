import type { Notice, NoticeBlock } from "../manifest/site-manifest.generated.ts";
import type { LocalMoment } from "../dates/local-moment.ts";

/*
 * When and where a notice shows: from its `from` up to, not including, its `until`, on the clinic's
 * clock; a site's notice on every page, or on the page its `pages` names and the pages under it.
 */

export const isShownAt = (notice: Pick<Notice | NoticeBlock, "from" | "until">, moment: LocalMoment): boolean =>
  notice.from <= moment && moment < notice.until;

/** Whether a page at `path` (in the default language's addresses) is under `pages`. */
export function isUnder(path: string, pages: string | undefined): boolean {
  if (pages === undefined || pages === "/") return true;
  return path === pages || path.startsWith(`${pages}/`);
}

/** The site's notices a page at `path` shows at `moment`, in the order site.json writes them. */
export function noticesOn(notices: readonly Notice[] | undefined, path: string, moment: LocalMoment): Notice[] {
  return (notices ?? []).filter((notice) => isShownAt(notice, moment) && isUnder(path, notice.pages));
}
