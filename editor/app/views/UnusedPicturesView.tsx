import { useEffect, useId, useState } from "react";
import { askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { UnusedPicture } from "../../shared/contract.ts";
import { editorMode, mayUse } from "../editor-mode.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { ConfirmRemoval } from "./ConfirmRemoval.tsx";
import { addedOn, fileSize, shortName } from "../../shared/picture-facts.ts";
import { ViewOfItsOwn } from "./ViewOfItsOwn.tsx";

interface UnusedPicturesViewProps {
  /** The editor's working copy: a picture only an unpublished change uses is in use. */
  working: JsonObject;
  onBack: () => void;
}

type Listing = { kind: "reading" } | { kind: "read"; pictures: UnusedPicture[] } | { kind: "failed"; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The pictures in the site's picture folder that no page uses, not even in unpublished changes: the
 * website leaves them out already; here staff can remove them, one or all, after saying yes.
 */
export function UnusedPicturesView({ working, onBack }: UnusedPicturesViewProps) {
  // Removing pictures changes the live site: for a role that may publish.
  const mayRemove = mayUse("publish");
  const id = useId();
  const [listing, setListing] = useState<Listing>({ kind: "reading" });
  const [asking, setAsking] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error: boolean; text: string }>();
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let wanted = true;
    askWith(apiEndpoints.unusedImages, { manifest: working }).then(
      ({ pictures }) => wanted && setListing({ kind: "read", pictures }),
      (error: unknown) => wanted && setListing({ kind: "failed", message: messageOf(error) }),
    );
    return () => {
      wanted = false;
    };
  }, [working, reads]);

  async function remove(paths: string[]) {
    setAsking(undefined);
    setBusy(true);
    try {
      const { removed, gone } = await askWith(apiEndpoints.removeImages, { manifest: working, paths });
      const count = removed.length + gone.length;
      // Out of the list at once; the list read again below then shows anything else that changed.
      const left = (pictures: UnusedPicture[]) => pictures.filter((picture) => !paths.includes(picture.path));
      setListing((current) => (current.kind === "read" ? { kind: "read", pictures: left(current.pictures) } : current));
      setOutcome({ error: false, text: count === 1 ? "The picture was removed." : `${count} pictures were removed.` });
    } catch (error) {
      setOutcome({ error: true, text: `Nothing was removed: ${messageOf(error)}` });
    }
    setBusy(false);
    setReads((count) => count + 1);
  }

  const pictures = listing.kind === "read" ? listing.pictures : [];
  return (
    <ViewOfItsOwn title="Pictures no page uses" className="ed-unused" onBack={onBack}>
      <p className="ed-history__intro">
        These pictures are in the site’s picture folder, but no page uses them, not even in changes you have not
        published yet. The website already leaves them out. Removing them tidies the list you choose pictures from.
        {editorMode === "service" &&
          " A version in the History keeps the pictures it used: restoring it brings them back."}
      </p>
      {outcome && (
        <p className={outcome.error ? "ed-message ed-message--error" : "ed-message ed-message--success"} role="status">
          {outcome.text}
        </p>
      )}
      {listing.kind === "failed" && (
        <p className="ed-message ed-message--error" role="alert">
          The pictures could not be read: {listing.message}
        </p>
      )}
      {listing.kind === "reading" && <p>Looking for pictures no page uses…</p>}
      {listing.kind === "read" && pictures.length === 0 && <p>Every picture in the folder is used on a page.</p>}
      {asking && asking.length > 1 ? (
        <ConfirmRemoval
          paths={asking}
          openerId={`${id}-all`}
          onRemove={() => void remove(asking)}
          onCancel={() => setAsking(undefined)}
        />
      ) : (
        pictures.length > 1 &&
        mayRemove && (
          <button
            id={`${id}-all`}
            type="button"
            className="ed-button ed-button--danger"
            disabled={busy || asking !== undefined}
            onClick={() => setAsking(pictures.map((picture) => picture.path))}
          >
            Remove all {pictures.length} pictures
          </button>
        )
      )}
      <ul className="ed-unused__list" aria-label="Pictures no page uses" aria-busy={busy}>
        {pictures.map((picture, index) => (
          <li key={picture.path} className="ed-unused__item">
            <img src={picture.path} alt="" loading="lazy" width={160} height={107} />
            <div className="ed-unused__facts">
              <strong className="ed-unused__name">{shortName(picture.path)}</strong>
              <span>
                {picture.width} × {picture.height} pixels · {fileSize(picture.bytes)}
              </span>
              {addedOn(picture.addedAt) && <span>{addedOn(picture.addedAt)}</span>}
            </div>
            {mayRemove && (
              <button
                id={`${id}-${index}`}
                type="button"
                className="ed-button"
                disabled={busy || asking !== undefined}
                aria-label={`Remove ${shortName(picture.path)}`}
                onClick={() => setAsking([picture.path])}
              >
                Remove
              </button>
            )}
            {asking?.length === 1 && asking[0] === picture.path && (
              <ConfirmRemoval
                paths={asking}
                openerId={`${id}-${index}`}
                onRemove={() => void remove(asking)}
                onCancel={() => setAsking(undefined)}
              />
            )}
          </li>
        ))}
      </ul>
    </ViewOfItsOwn>
  );
}
