/**
 * Colour palettes for the generated sample images, plus the WCAG maths used to
 * prove that white labels stay readable on every one of them.
 */

export type Category =
  "physiotherapy" | "weightLoss" | "gym" | "skin" | "doctors" | "gallery" | "clinic";

export interface Palette {
  /** Gradient start (top-left or bottom-left corner). */
  readonly from: string;
  /** Gradient end (opposite corner). */
  readonly to: string;
  /** Darker shade for depth shapes, label pills and the banner field. */
  readonly deep: string;
  /** Very light tint for the square behind round avatars. */
  readonly tint: string;
}

// Mid-tone stops rather than pastels: pastel fields look "softer" but would
// need a near-opaque pill to keep white labels legible, which reads heavier.
export const PALETTES: Readonly<Record<Category, Palette>> = {
  physiotherapy: { from: "#2b9494", to: "#2a6f9e", deep: "#1b4a63", tint: "#e3f1f3" },
  weightLoss: { from: "#3d9c7a", to: "#23745f", deep: "#17503f", tint: "#e4f4ec" },
  gym: { from: "#5b4fb8", to: "#8a55b5", deep: "#352c6e", tint: "#ecebf8" },
  skin: { from: "#c6627a", to: "#d07f62", deep: "#7d3a48", tint: "#fbece9" },
  doctors: { from: "#587399", to: "#34507a", deep: "#253a59", tint: "#e8edf4" },
  gallery: { from: "#3c8291", to: "#4d6a8f", deep: "#274657", tint: "#e6eff2" },
  clinic: { from: "#2f9090", to: "#2a6e86", deep: "#1c4a57", tint: "#e2f1f1" },
};

/**
 * Opacity of the label pill, which is filled with the palette's `deep` shade:
 * a tinted pill sits in the artwork, where a black one looks like a smudge.
 */
export const PILL_ALPHA = 0.5;
/** Portrait labels sit on the lighter silhouette, so their pill is denser. */
export const PHOTO_PILL_ALPHA = 0.66;
/** Strongest white overlay a decorative shape ever puts under a label. */
export const SHAPE_WHITE_ALPHA = 0.07;
/** White overlay of the portrait silhouette (head and shoulders). */
export const SILHOUETTE_WHITE_ALPHA = 0.3;

/** WCAG 2.x AA threshold for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Linear interpolation in sRGB: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const lerp = (i: 0 | 1 | 2): number => ca[i] + (cb[i] - ca[i]) * t;
  return rgbToHex([lerp(0), lerp(1), lerp(2)]);
}

export function relativeLuminance(hex: string): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The banner field: deliberately dark and nearly flat so the page title,
 * set in white over the site's own overlay, stays readable.
 */
export function bannerStops(palette: Palette): readonly [string, string] {
  return [palette.deep, mix(palette.deep, palette.to, 0.45)];
}

/**
 * Contrast of white text over the worst spot a label can land on: the lightest
 * gradient stop, brightened by any white overlay, then covered by the pill.
 */
export function labelContrast(
  stops: readonly string[],
  whiteOverlay: number,
  pillColor: string,
  pillAlpha: number,
): number {
  return Math.min(
    ...stops.map((stop) => {
      const underlay = mix(stop, "#ffffff", whiteOverlay);
      return contrastRatio("#ffffff", mix(underlay, pillColor, pillAlpha));
    }),
  );
}

/**
 * Fails loudly when someone tunes a colour or an opacity into an unreadable
 * combination, instead of silently shipping low-contrast placeholder art.
 */
export function assertLabelContrast(): void {
  const problems: string[] = [];
  for (const [name, palette] of Object.entries(PALETTES)) {
    const gradient = [palette.from, palette.to];
    const checks: ReadonlyArray<readonly [string, number]> = [
      ["gradient", labelContrast(gradient, SHAPE_WHITE_ALPHA, palette.deep, PILL_ALPHA)],
      ["banner", labelContrast(bannerStops(palette), SHAPE_WHITE_ALPHA, palette.deep, PILL_ALPHA)],
      [
        "portrait",
        labelContrast(
          gradient,
          SHAPE_WHITE_ALPHA + SILHOUETTE_WHITE_ALPHA,
          palette.deep,
          PHOTO_PILL_ALPHA,
        ),
      ],
    ];
    for (const [where, ratio] of checks) {
      if (ratio < AA_NORMAL_TEXT) problems.push(`${name}/${where}: ${ratio.toFixed(2)}:1`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`White label contrast below WCAG AA (4.5:1): ${problems.join(", ")}`);
  }
}
