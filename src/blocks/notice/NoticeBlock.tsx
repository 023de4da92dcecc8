import { useSiteMoment } from "../../dates/site-moment.tsx";
import { NoticeBox } from "../../notices/NoticeBox.tsx";
import { isShownAt } from "../../notices/notice-window.ts";
import type { BlockOf } from "../block-types.ts";

/** A notice where the block stands, only from its `from` until its `until`. */
export function NoticeBlock({ block }: { block: BlockOf<"notice"> }) {
  return isShownAt(block, useSiteMoment()) ? <NoticeBox notice={block} /> : null;
}
