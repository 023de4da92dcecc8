import { placed } from "./placed.ts";
import { site } from "./palette.ts";
import type { Seeded } from "./seeded.ts";
import type { Subject } from "./motifs.ts";
import { picture, shape } from "./svg.ts";

/**
 * The share of a wide scene's width, from the left, that is kept quiet and dark for the page's headline: white
 * reads on it at 4.5:1 or more even without the page's own shade over the picture. Phones show the middle of the
 * picture and wide screens its left part, so the headline falls here at every width.
 */
export const headlineShare = 0.62;

/**
 * A hero slide or page banner: a dark, quiet ground where the page writes its headline, and the subject drawn large
 * in the right part, in the group's light tones, toned down to stay behind the words.
 */
export function wideScene(width: number, height: number, { theme, motif, companions }: Subject, seeded: Seeded) {
  const radius = height * 0.3;
  const quietEnd = width * headlineShare;
  const cx = Math.max(width * seeded.between(0.76, 0.8), quietEnd + radius * 1.3);
  const cy = height * seeded.between(0.46, 0.54);
  const small = height * 0.085;
  const glows = [0, 1, 2].map((index) =>
    shape("circle", {
      cx: cx + seeded.between(-0.5, 0.6) * radius * (index + 1),
      cy: cy + seeded.between(-0.9, 0.9) * radius,
      r: radius * seeded.between(0.9, 1.7),
      fill: theme.light,
      opacity: 0.05 + index * 0.015,
    }),
  );
  const start = seeded.between(0, Math.PI * 2);
  const orbit = companions.slice(0, 3).map((drawing, index) => {
    const angle = start + (index * Math.PI * 2) / 3;
    return placed(drawing, {
      cx: Math.max(cx + Math.cos(angle) * radius * 1.45, quietEnd + small),
      cy: cy + Math.sin(angle) * radius * 1.3,
      size: small,
      colour: theme.light,
      opacity: 0.45,
      rotate: seeded.between(-12, 12),
    });
  });
  const dots = Array.from({ length: 24 }, (_, index) =>
    shape("circle", {
      cx: quietEnd + small + (index % 6) * height * 0.045,
      cy: height * 0.12 + Math.floor(index / 6) * height * 0.045,
      r: height * 0.006,
      fill: site.white,
      opacity: 0.18,
    }),
  );
  const wave = (base: number, lift: number, opacity: number) =>
    shape("path", {
      d:
        `M0 ${height} L0 ${height * base} ` +
        `C ${width * 0.3} ${height * (base - lift)}, ${width * 0.6} ${height * (base + lift)}, ` +
        `${width} ${height * (base - lift / 2)} L${width} ${height} Z`,
      fill: theme.light,
      opacity,
    });
  return picture(
    width,
    height,
    shape(
      "defs",
      {},
      shape(
        "linearGradient",
        { id: "ground", x1: 0, y1: 0, x2: 1, y2: 0.3 },
        shape("stop", { offset: 0, "stop-color": "#062629" }),
        shape("stop", { offset: 0.55, "stop-color": site.primaryDark }),
        shape("stop", { offset: 1, "stop-color": theme.deep }),
      ),
    ),
    shape("rect", { width, height, fill: "url(#ground)" }),
    ...glows,
    wave(seeded.between(0.8, 0.86), seeded.between(0.04, 0.1), 0.06),
    wave(seeded.between(0.88, 0.93), seeded.between(0.03, 0.08), 0.08),
    ...dots,
    shape("circle", {
      cx,
      cy,
      r: radius * 1.18,
      fill: "none",
      stroke: theme.light,
      "stroke-width": height * 0.006,
      opacity: 0.35,
    }),
    shape("circle", { cx, cy, r: radius, fill: theme.main, opacity: 0.6 }),
    placed(motif, { cx, cy, size: radius * 1.25, colour: theme.light, stroke: 1.5, opacity: 0.9 }),
    shape("circle", {
      cx: cx + radius * 0.85,
      cy: cy - radius * 0.8,
      r: height * 0.028,
      fill: site.accent,
      opacity: 0.85,
    }),
    ...orbit,
  );
}
