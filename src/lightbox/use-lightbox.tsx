import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { largestVariantOf } from "../images/known-images.ts";
import { LightboxSpinner } from "./LightboxSpinner.tsx";
import { useWords } from "../language/shown-site.tsx";

/** One picture the lightbox can show; alt is read out and shown as the caption. */
export interface LightboxImage {
  src: string;
  alt: string;
}

// react-photo-view and its stylesheet arrive with this chunk, on the first open only.
const LightboxViewer = lazy(() => import("./LightboxViewer.tsx").then((m) => ({ default: m.LightboxViewer })));

interface LightboxState {
  open: boolean;
  index: number;
  /** Once opened, the viewer stays mounted so it can play its closing animation. */
  mounted: boolean;
}

/** Shown while the viewer's code is still on its way (first open, slow network); Escape gives up. */
function ViewerPending({ onClose }: { onClose: () => void }) {
  const { openingPictureViewer } = useWords();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="lightbox-pending">
      <LightboxSpinner label={openingPictureViewer} />
    </div>
  );
}

/**
 * A lightbox over `images`. Call `open(index, opener)` from a thumbnail's click (Enter and Space
 * on a button are clicks too) and render `element` anywhere in the block. Closing puts the focus
 * back on the opener.
 */
export function useLightbox(images: LightboxImage[]): {
  open: (index: number, opener: HTMLElement) => void;
  element: ReactNode;
} {
  const [state, setState] = useState<LightboxState>({ open: false, index: 0, mounted: false });
  const { loadingPicture } = useWords();
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((index: number, from: HTMLElement) => {
    opener.current = from;
    setState({ open: true, index, mounted: true });
  }, []);
  const close = useCallback(() => {
    setState((current) => ({ ...current, open: false }));
    opener.current?.focus();
  }, []);
  const changeIndex = useCallback((index: number) => setState((current) => ({ ...current, index })), []);
  // Seen large, a picture comes as its widest variant: a clinic's camera original can weigh megabytes.
  const large = useMemo(() => images.map((image) => ({ ...image, src: largestVariantOf(image.src) })), [images]);

  const element = state.mounted ? (
    <Suspense fallback={state.open ? <ViewerPending onClose={close} /> : null}>
      <LightboxViewer
        images={large}
        index={state.index}
        open={state.open}
        onIndexChange={changeIndex}
        onClose={close}
        loadingIndicator={<LightboxSpinner label={loadingPicture} />}
      />
    </Suspense>
  ) : null;
  return { open, element };
}
