import type { ImgHTMLAttributes } from "react";
import { coverSizes, srcSetFor } from "./image-variants.ts";
import { knownImage } from "./known-images.ts";

type SiteImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  /** How wide the picture is drawn, as the `sizes` attribute says it: lets the browser pick a variant. */
  sizes: string;
  /**
   * For a picture that fills its box, cropped (object-fit: cover): the box's least height, as a CSS
   * length. `sizes` is then the box's width, and the browser picks a variant wide enough for the crop.
   */
  coverHeight?: string;
};

/**
 * A picture from site.json, offered in the widths the build made of it. The width and height
 * given are a fallback for the aspect ratio; the measured ones win once the build knows them.
 */
export function SiteImage({ src, sizes, coverHeight, width, height, ...rest }: SiteImageProps) {
  const measured = knownImage(src);
  return (
    <img
      src={src}
      srcSet={measured ? srcSetFor(src, measured) : undefined}
      sizes={measured ? (coverHeight ? coverSizes(sizes, coverHeight, measured) : sizes) : undefined}
      width={measured ? measured[0] : width}
      height={measured ? measured[1] : height}
      {...rest}
    />
  );
}
