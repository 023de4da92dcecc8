import spriteUrl from "virtual:icon-sprite";
import type { IconId } from "./icon-set.ts";

/**
 * An icon, drawn from the site's icon file: fetched once and cached, instead of written into every page.
 * Icons are decoration beside words that say the same, so screen readers skip them.
 */
export function Icon({ id, className }: { id: IconId; className?: string }) {
  return (
    <svg className={className} width="1em" height="1em" aria-hidden="true">
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}
