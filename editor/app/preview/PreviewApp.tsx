import { useMemo } from "react";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import { useLocationProperty } from "wouter/use-browser-location";
import { App } from "../../../src/app/App.tsx";
import { pathOfAddress } from "../../../src/manifest/path-rules.ts";
import { previewedAddress, type PreviewSource } from "../../shared/editor-location.ts";
import { previewLocation } from "./preview-location.ts";
import { usePreviewMoment } from "./use-preview-moment.ts";

export interface PreviewOf {
  /** What is shown instead of the person's own changes; a link followed shows the same. */
  source?: PreviewSource;
  /** The published version shown, with its title. */
  version?: { commit: string; title: string };
  /** Whose proposal is shown, as it would go live. */
  proposal?: string;
  /** Whether there are unpublished changes in this browser (shown when no version is). */
  unpublished: boolean;
}

const shownAddress = () => previewedAddress(window.location.pathname);

/**
 * Pages full size, as visitors will see them, drawn by the site's own app under a bar that says what is
 * shown: now, or as of a day and time staff choose (a holiday's hours, a notice, before they come).
 */
export function PreviewApp({ source, version, proposal, unpublished }: PreviewOf) {
  const location = useMemo(() => previewLocation(source), [source]);
  // The path of the address shown, as the site reads it; a malformed address as it is.
  const address = useLocationProperty(shownAddress);
  const [moment, setMoment] = usePreviewMoment();
  return (
    <>
      <div className="preview-bar">
        <p role="status">
          <strong>Preview of {pathOfAddress(address) ?? address}</strong>{" "}
          {version
            ? `as the version “${version.title}” had it`
            : proposal
              ? `as it would go live if ${proposal}’s proposal is approved`
              : unpublished
                ? "with your unpublished changes (visitors do not see them until you publish)"
                : "as it is published"}
          {moment ? `, as visitors will see it on ${momentInWords(moment)}.` : "."}
        </p>
        <label className="preview-bar__moment">
          See the site on{" "}
          <input
            type="datetime-local"
            value={moment ?? ""}
            onChange={(event) => setMoment(event.target.value || undefined)}
          />
        </label>
        {moment && (
          <button type="button" className="preview-bar__now" onClick={() => setMoment(undefined)}>
            Back to today
          </button>
        )}
      </div>
      <App location={location} moment={moment} />
    </>
  );
}
