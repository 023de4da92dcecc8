import { useWords } from "../language/shown-site.tsx";
import { plainText } from "../text/shown-text.ts";
import { Text } from "../text/Text.tsx";
import { useEffect, useMemo, useRef, type JSX } from "react";
import { PhotoSlider } from "react-photo-view";
import "react-photo-view/dist/react-photo-view.css";
import type { OverlayRenderProps } from "react-photo-view/dist/types";
import type { LightboxImage } from "./use-lightbox.tsx";
import "./lightbox-viewer.css";
import { Icon } from "../icons/Icon.tsx";

const zoomStep = 1.5;

/**
 * Labelled controls drawn over react-photo-view (its own banner and arrows are unlabelled divs,
 * so they are turned off). Also makes the viewer a proper modal: names the dialog, moves the
 * focus in, keeps Tab inside, and closes on Enter when the focus is not on one of its buttons.
 */
function LightboxControls({
  captions,
  index,
  images,
  onIndexChange,
  onClose,
  visible,
  scale,
  onScale,
  rotate,
  onRotate,
}: OverlayRenderProps & { captions: LightboxImage[] }) {
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const words = useWords();
  const viewerName = plainText(words.pictureViewer);

  useEffect(() => {
    const dialog = root.current?.closest<HTMLElement>(".PhotoView-Portal");
    dialog?.setAttribute("aria-modal", "true");
    dialog?.setAttribute("aria-label", viewerName);
    closeButton.current?.focus();
  }, [viewerName]);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      const dialog = root.current?.closest<HTMLElement>(".PhotoView-Portal");
      if (!dialog) return;
      const target = event.target instanceof Element ? event.target : null;
      if (event.key === "Enter") {
        // A focused control (zoom, rotate, …) does its own job; anywhere else Enter closes.
        if (target && dialog.contains(target) && target.closest("button")) return;
        event.preventDefault();
        onClose();
      } else if (event.key === "Tab") {
        const controls = [...dialog.querySelectorAll<HTMLElement>("button:not([disabled])")];
        if (controls.length === 0) return;
        const at = target ? controls.indexOf(target as HTMLElement) : -1;
        const last = controls.length - 1;
        const next = event.shiftKey ? (at <= 0 ? last : at - 1) : at === -1 || at === last ? 0 : at + 1;
        event.preventDefault();
        controls[next].focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [visible, onClose]);

  const count = images.length;
  const caption = captions[index]?.alt;
  return (
    <div ref={root} className="lightbox__controls">
      <div className="lightbox__bar">
        <p className="lightbox__counter">
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <span className="visually-hidden">
            Picture {index + 1} of {count}
          </span>
        </p>
        <div className="lightbox__tools">
          <button
            type="button"
            className="lightbox__button"
            aria-label={plainText(words.zoomOut)}
            onClick={() => onScale(scale / zoomStep)}
          >
            <Icon id="zoom-out" />
          </button>
          <span className="lightbox__zoom" aria-hidden="true">
            {Math.round(scale * 100)}%
          </span>
          <button
            type="button"
            className="lightbox__button"
            aria-label={plainText(words.zoomIn)}
            onClick={() => onScale(scale * zoomStep)}
          >
            <Icon id="zoom-in" />
          </button>
          <button
            type="button"
            className="lightbox__button"
            aria-label={plainText(words.rotate)}
            onClick={() => onRotate(rotate + 90)}
          >
            <Icon id="rotate-clockwise" />
          </button>
          <button
            ref={closeButton}
            type="button"
            className="lightbox__button"
            aria-label={plainText(words.closePictureViewer)}
            onClick={() => onClose()}
          >
            <Icon id="close" />
          </button>
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox__button lightbox__nav lightbox__nav--prev"
            aria-label={plainText(words.previousPicture)}
            onClick={() => onIndexChange(index - 1)}
          >
            <Icon id="chevron-left" />
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__nav lightbox__nav--next"
            aria-label={plainText(words.nextPicture)}
            onClick={() => onIndexChange(index + 1)}
          >
            <Icon id="chevron-right" />
          </button>
        </>
      )}
      {caption && (
        <p className="lightbox__caption" aria-live="polite">
          {caption}
        </p>
      )}
    </div>
  );
}

export interface LightboxViewerProps {
  images: LightboxImage[];
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Shown until the picture has loaded; passed in so this chunk shares no module with the page's own code. */
  loadingIndicator: JSX.Element;
}

/**
 * react-photo-view's slider: drag, wheel or buttons to zoom, rotate in quarter turns, arrows to
 * move; closes on Escape or a click beside the picture.
 */
export function LightboxViewer({ images, index, open, onIndexChange, onClose, loadingIndicator }: LightboxViewerProps) {
  const items = useMemo(() => images.map((image, i) => ({ key: `${i}:${image.src}`, src: image.src })), [images]);
  const { pictureNotLoaded } = useWords();
  return (
    <PhotoSlider
      className="lightbox"
      images={items}
      index={index}
      visible={open}
      onIndexChange={onIndexChange}
      onClose={onClose}
      bannerVisible={false}
      maskOpacity={1}
      loadingElement={loadingIndicator}
      brokenElement={
        <span className="lightbox__broken">
          <Text value={pictureNotLoaded} />
        </span>
      }
      overlayRender={(props) => <LightboxControls {...props} captions={images} />}
    />
  );
}
