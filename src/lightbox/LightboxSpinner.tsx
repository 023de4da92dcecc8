import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { Text } from "../text/Text.tsx";
/** A spinning ring with a spoken label; the page's stylesheet draws it, so it works before the viewer's CSS loads. */
export function LightboxSpinner({ label }: { label: TextValue }) {
  return (
    <span className="lightbox-spinner" role="status">
      <span className="lightbox-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">
        <Text value={label} />
      </span>
    </span>
  );
}
