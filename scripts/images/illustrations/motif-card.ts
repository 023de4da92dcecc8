import { placed } from "./placed.ts";
import { site } from "./palette.ts";
import type { Subject } from "./motifs.ts";
import type { Seeded } from "./seeded.ts";
import { picture, shape } from "./svg.ts";

/** Where the subject stands in the card, as a share of its width: the layouts that vary cards of one group. */
const layouts = [0.5, 0.34, 0.66];

/** A soft closed shape around a centre: a circle whose radius swells and shrinks at eight points. */
function blob(cx: number, cy: number, radius: number, seeded: Seeded): string {
  const points = Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2;
    const reach = radius * seeded.between(0.85, 1.15);
    return [cx + Math.cos(angle) * reach * 1.25, cy + Math.sin(angle) * reach];
  });
  const middle = (a: number[], b: number[]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = middle(points[7], points[0]);
  const curves = points.map((point, index) => {
    const [x, y] = middle(point, points[(index + 1) % 8]);
    return `Q${point[0].toFixed(1)} ${point[1].toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  return `M${start[0].toFixed(1)} ${start[1].toFixed(1)} ${curves.join(" ")} Z`;
}

/**
 * A treatment's card or the wide picture at the top of its page: the treatment's subject large in a disc of its
 * group's colour on a light ground, with smaller things of the group around it; where it stands, what is around
 * it and the ground's shapes change from card to card. The wide picture at the top of a treatment page, which a
 * phone loads first, has the subject alone, without the things and dots around it: they cost it a fifth of its
 * bytes.
 */
export function motifCard(width: number, height: number, { theme, motif, companions }: Subject, seeded: Seeded) {
  const cx = width * seeded.pick(layouts);
  const cy = height * 0.5;
  const radius = Math.min(height * 0.3, width * 0.2);
  const alone = width >= 2 * height;
  const others = alone ? [] : seeded.shuffled(companions).slice(0, 3);
  const side = cx > width * 0.55 ? -1 : cx < width * 0.45 ? 1 : seeded.pick([-1, 1]);
  // The things around the subject stand in a column in the middle of the free side, never cut by the edge.
  const freeFrom = cx + side * radius * 1.2;
  const freeTo = side > 0 ? width : 0;
  const columnX = (freeFrom + freeTo) / 2;
  const small = Math.min(radius * 0.36, Math.abs(freeTo - freeFrom) * 0.3, height * 0.11);
  const around = others.map((drawing, index) => {
    const x = columnX + (index % 2 === 0 ? -1 : 1) * small * seeded.between(0.3, 0.8);
    const y = height * (0.22 + index * 0.28);
    return (
      shape("circle", { cx: x, cy: y, r: small, fill: site.white, opacity: 0.95 }) +
      placed(drawing, { cx: x, cy: y, size: small * 1.1, colour: theme.main })
    );
  });
  const dots = Array.from({ length: alone ? 0 : 20 }, (_, index) =>
    shape("circle", {
      cx: width * (side > 0 ? 0.06 : 0.8) + (index % 5) * height * 0.04,
      cy: height * seeded.pick([0.1, 0.66]) + Math.floor(index / 5) * height * 0.04,
      r: height * 0.007,
      fill: theme.main,
      opacity: 0.3,
    }),
  );
  return picture(
    width,
    height,
    shape("rect", { width, height, fill: theme.soft }),
    shape("path", { d: blob(cx, cy, radius * 1.75, seeded), fill: theme.light, opacity: 0.45 }),
    shape("circle", {
      cx: width * seeded.between(0.1, 0.9),
      cy: height * seeded.pick([-0.05, 1.05]),
      r: height * seeded.between(0.25, 0.4),
      fill: site.white,
      opacity: 0.5,
    }),
    ...dots,
    shape("ellipse", {
      cx,
      cy: cy + radius * 1.12,
      rx: radius * 0.9,
      ry: radius * 0.12,
      fill: theme.deep,
      opacity: 0.1,
    }),
    shape("circle", {
      cx,
      cy,
      r: radius * 1.14,
      fill: "none",
      stroke: theme.main,
      "stroke-width": height * 0.008,
      opacity: 0.35,
    }),
    shape("circle", { cx, cy, r: radius, fill: theme.main }),
    placed(motif, { cx, cy, size: radius * 1.2, colour: site.white, stroke: 1.6 }),
    shape("circle", { cx: cx - radius * 0.8, cy: cy - radius * 0.85, r: radius * 0.12, fill: site.accent }),
    ...around,
  );
}
