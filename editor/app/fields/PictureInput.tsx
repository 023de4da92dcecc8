import { useId, useState } from "react";
import { isImagePath } from "../../../src/images/image-path.ts";
import { useEditorServices } from "../contexts/editor-services.tsx";
import type { LibraryImage } from "../../shared/contract.ts";
import type { TextValueInputProps } from "./ValueInput.tsx";

type ChooserState = { open: false } | { open: true; images: LibraryImage[] | undefined; error?: string };

/** A picture from public/images: its thumbnail, a chooser of every picture there, and an upload button. */
export function PictureInput({ inputId, describedBy, value, onChange, readOnly, invalid }: TextValueInputProps) {
  const { listImages, uploadImage } = useEditorServices();
  const [chooser, setChooser] = useState<ChooserState>({ open: false });
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const uploadId = useId();

  async function openChooser() {
    setChooser({ open: true, images: undefined });
    try {
      setChooser({ open: true, images: await listImages() });
    } catch (error) {
      setChooser({ open: true, images: [], error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    setUpload({ busy: true });
    try {
      onChange(await uploadImage(file));
      setUpload({ busy: false });
      setChooser({ open: false });
    } catch (error) {
      setUpload({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="ed-stack">
      <div className="ed-stack">
        {isImagePath(value) ? (
          <img className="ed-picture__thumb" src={value} alt="" />
        ) : (
          <div className="ed-picture__thumb ed-picture__thumb--empty">No picture</div>
        )}
        <input
          id={inputId}
          className="ed-input"
          type="text"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={readOnly}
          value={value}
          placeholder="/images/…"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="ed-picture__actions ed-row">
        <button
          type="button"
          className="ed-button"
          disabled={readOnly}
          onClick={() => (chooser.open ? setChooser({ open: false }) : void openChooser())}
          aria-expanded={chooser.open}
        >
          {chooser.open ? "Close the picture list" : "Choose a picture"}
        </button>
        <label className="ed-button" htmlFor={uploadId}>
          {upload.busy ? "Uploading…" : "Upload a new picture"}
        </label>
        <input
          id={uploadId}
          className="ed-visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={readOnly || upload.busy}
          onChange={(event) => {
            void uploadFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      {upload.error && (
        <p className="ed-field__problem ed-field__problem--error" role="alert">
          {upload.error}
        </p>
      )}
      {chooser.open && (
        <div className="ed-picture__chooser" role="group" aria-label="Pictures in public/images">
          {chooser.error && <p className="ed-field__problem ed-field__problem--error">{chooser.error}</p>}
          {!chooser.images && <p className="ed-field__note">Loading pictures…</p>}
          {chooser.images?.map((image) => (
            <button
              key={image.path}
              type="button"
              className={image.path === value ? "ed-picture__option ed-picture__option--current" : "ed-picture__option"}
              aria-pressed={image.path === value}
              onClick={() => {
                onChange(image.path);
                setChooser({ open: false });
              }}
            >
              <img src={image.path} alt="" loading="lazy" width={96} height={64} />
              <span>{image.path.replace(/^\/images\//, "")}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
