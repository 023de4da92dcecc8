/** A spinning ring with a spoken label; the page's stylesheet draws it, so it works before the viewer's CSS loads. */
export function LightboxSpinner({ label }: { label: string }) {
  return (
    <span className="lightbox-spinner" role="status">
      <span className="lightbox-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
