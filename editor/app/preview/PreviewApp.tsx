import { App } from "../../../src/app/App.tsx";

export interface PreviewOf {
  routePath: string;
  /** The published version shown, or undefined for the editor's unpublished changes. */
  version?: { commit: string; title: string };
  /** Whether there are unpublished changes in this browser (shown when no version is). */
  unpublished: boolean;
}

/** One page full size, as visitors will see it, drawn by the site's own app under a bar that says what is shown. */
export function PreviewApp({ routePath, version, unpublished }: PreviewOf) {
  return (
    <>
      <div className="preview-bar" role="status">
        <strong>Preview of {routePath}</strong>{" "}
        {version
          ? `as the version “${version.title}” had it.`
          : unpublished
            ? "with your unpublished changes. Visitors do not see them until you publish."
            : "as it is published."}
      </div>
      <App prerenderedPath={routePath} />
    </>
  );
}
