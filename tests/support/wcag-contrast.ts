/* WCAG 2's contrast of colours (1.4.3), as the browser checks and the sample pictures are drawn for. */

/** WCAG 2's linear value of one 8-bit sRGB channel. */
export function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2's relative luminance of an 8-bit sRGB colour: 0 for black, 1 for white. */
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2's contrast ratio of two relative luminances, from 1 to 21, whichever is lighter. */
export function contrastRatio(luminanceA: number, luminanceB: number): number {
  const [light, dark] = luminanceA >= luminanceB ? [luminanceA, luminanceB] : [luminanceB, luminanceA];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG's large text: 18pt (24px), or 14pt (18.66px) when bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The least contrast WCAG AA asks of text of this size and weight (1.4.3). */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}
