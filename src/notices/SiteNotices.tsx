import { useSiteMoment } from "../dates/site-moment.tsx";
import { useSite } from "../language/shown-site.tsx";
import { NoticeBox } from "./NoticeBox.tsx";
import { noticesOn } from "./notice-window.ts";

/**
 * The site's notices on now for the page at `path`, together at the top of its content (apart from the
 * page's blocks); nothing when none is.
 */
export function SiteNotices({ path }: { path: string }) {
  const shown = noticesOn(useSite().notices, path, useSiteMoment());
  if (shown.length === 0) return null;
  return (
    <div className="site-notices">
      {shown.map((notice, i) => (
        <NoticeBox key={i} notice={notice} />
      ))}
    </div>
  );
}
