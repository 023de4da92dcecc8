/**
 * Hand-drawn line icons and the person silhouette for the sample images.
 *
 * Icons are authored on a 100×100 grid so each one reads as a single coherent
 * mark at any output size; `iconSvg` scales the grid and compensates the
 * stroke so lines keep the requested pixel weight.
 */

export type IconName =
  | "spine"
  | "heartPulse"
  | "dumbbell"
  | "lotus"
  | "musicNotes"
  | "dropSparkle"
  | "scale"
  | "stethoscope"
  | "camera";

// Filled accents (note heads, sparkles) must override the outline group's
// `fill="none"`, otherwise they render as hollow rings.
const SOLID = 'fill="#ffffff" stroke="none"';

/**
 * Side view of a spine: solid vertebral bodies along the S-curve, each with
 * a short process pointing back and down, ending in a tapered sacrum.
 * Outlined bodies blur into a coil at thumbnail size; solid ones with clear
 * gaps still read as bone.
 */
function spine(): string {
  const count = 7;
  const phase = -0.5;
  const amplitude = 5;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const cy = 9 + t * 72;
    const cx = 42 + amplitude * Math.sin(t * Math.PI * 2 + phase);
    // Half the curve's true slope: enough to show the bend without the
    // bodies looking scattered.
    const slope = amplitude * Math.cos(t * Math.PI * 2 + phase) * ((Math.PI * 2) / 72);
    const tilt = round((-Math.atan(slope) * 90) / Math.PI, 1);
    const halfW = 7 + t * 3;
    const bodyH = 8.4 + t * 0.8;
    const root = halfW + 2;
    parts.push(
      `<g transform="translate(${round(cx)} ${round(cy)}) rotate(${tilt})" ${SOLID}>` +
        `<rect x="${round(-halfW)}" y="${round(-bodyH / 2)}" width="${round(halfW * 2)}" height="${round(bodyH)}" rx="2.6"/>` +
        // The process is a separate tab so the body keeps its blocky outline.
        `<path d="M${round(root)} -3.2 Q${round(root + 4)} -2.6 ${round(root + 12)} 3.2 Q${round(root + 13.5)} 5.2 ${round(root + 11)} 5.6 L${round(root)} 2.6 Q${round(root - 1)} -0.3 ${round(root)} -3.2 Z"/>` +
        `</g>`,
    );
  }
  parts.push(
    `<path d="M33 87.5 H55 Q58 87.5 56.5 90.5 L48 97.5 Q45.5 99.5 43 97.5 L33 90.5 Q30.5 87.5 33 87.5 Z" ${SOLID}/>`,
  );
  return parts.join("");
}

const ICON_PATHS: Readonly<Record<IconName, string>> = {
  spine: spine(),

  heartPulse:
    '<path d="M50 86 C26 70 10 55 10 36 C10 22 21 13 33 13 C41 13 47 18 50 24 C53 18 59 13 67 13 C79 13 90 22 90 36 C90 55 74 70 50 86 Z"/>' +
    '<path d="M20 50 H36 L42 38 L50 64 L57 30 L63 50 H80"/>',

  dumbbell:
    '<g transform="rotate(-18 50 50)">' +
    '<line x1="26" y1="50" x2="74" y2="50"/>' +
    '<rect x="15" y="32" width="11" height="36" rx="4"/>' +
    '<rect x="6" y="39" width="9" height="22" rx="3.5"/>' +
    '<rect x="74" y="32" width="11" height="36" rx="4"/>' +
    '<rect x="85" y="39" width="9" height="22" rx="3.5"/>' +
    "</g>",

  lotus:
    '<path d="M50 18 C62 32 63 56 50 74 C37 56 38 32 50 18 Z"/>' +
    '<path d="M50 74 C36 73 22 62 19 42 C33 44 45 55 50 74 Z"/>' +
    '<path d="M50 74 C64 73 78 62 81 42 C67 44 55 55 50 74 Z"/>' +
    '<path d="M46 76 C32 80 15 74 7 60 C20 56 36 62 46 76"/>' +
    '<path d="M54 76 C68 80 85 74 93 60 C80 56 64 62 54 76"/>' +
    '<path d="M26 88 H74"/>',

  musicNotes:
    `<ellipse cx="30" cy="73" rx="12" ry="8.5" transform="rotate(-22 30 73)" ${SOLID}/>` +
    `<ellipse cx="72" cy="63" rx="12" ry="8.5" transform="rotate(-22 72 63)" ${SOLID}/>` +
    '<path d="M40 68 V22 L82 12 V58"/>' +
    '<path d="M40 34 L82 24"/>' +
    `<path d="M14 30 Q16 38 24 40 Q16 42 14 50 Q12 42 4 40 Q12 38 14 30 Z" ${SOLID} opacity="0.8"/>`,

  dropSparkle:
    '<path d="M44 14 C44 14 18 44 18 62 C18 77 30 88 44 88 C58 88 70 77 70 62 C70 44 44 14 44 14 Z"/>' +
    '<path d="M31 63 C31 71 36 76 43 77"/>' +
    `<path d="M80 10 Q82 23 94 25 Q82 27 80 40 Q78 27 66 25 Q78 23 80 10 Z" ${SOLID}/>` +
    `<path d="M84 50 Q85 56 90 57 Q85 58 84 64 Q83 58 78 57 Q83 56 84 50 Z" ${SOLID} opacity="0.8"/>`,

  // A bathroom scale with a dial: reads as "weight" without any numbers.
  scale:
    '<rect x="14" y="14" width="72" height="72" rx="16"/>' +
    '<path d="M30 46 A20 20 0 0 1 70 46 Z"/>' +
    '<line x1="50" y1="46" x2="58" y2="33"/>' +
    '<line x1="36" y1="72" x2="64" y2="72"/>',

  // Stethoscope whose chest piece carries a medical cross.
  stethoscope:
    '<path d="M26 12 V34 C26 50 54 50 54 34 V12"/>' +
    '<path d="M20 12 H30 M50 12 H60"/>' +
    '<path d="M40 46 V62 C40 82 72 84 72 64 V62"/>' +
    '<circle cx="72" cy="50" r="12"/>' +
    '<path d="M72 44 V56 M66 50 H78"/>',

  camera:
    '<rect x="10" y="28" width="80" height="56" rx="10"/>' +
    '<path d="M34 28 L40 17 H60 L66 28"/>' +
    '<circle cx="50" cy="56" r="16"/>' +
    `<circle cx="77" cy="40" r="3" ${SOLID}/>`,
};

export interface IconPlacement {
  /** Centre of the icon in image pixels. */
  readonly cx: number;
  readonly cy: number;
  /** Edge length of the square the icon occupies, in pixels. */
  readonly size: number;
  /** Desired line weight in output pixels. */
  readonly strokeWidth: number;
  readonly opacity?: number;
}

export function iconSvg(name: IconName, placement: IconPlacement): string {
  const scale = placement.size / 100;
  const x = placement.cx - placement.size / 2;
  const y = placement.cy - placement.size / 2;
  // Strokes are drawn in grid units, so divide to land on the pixel weight.
  const stroke = placement.strokeWidth / scale;
  return (
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 4)})" ` +
    `fill="none" stroke="#ffffff" stroke-width="${round(stroke, 3)}" ` +
    `stroke-linecap="round" stroke-linejoin="round" opacity="${placement.opacity ?? 0.95}">` +
    `${ICON_PATHS[name]}</g>`
  );
}

export interface SilhouettePlacement {
  /** Horizontal centre. */
  readonly cx: number;
  /** Head centre and radius; the shoulders are proportioned from these. */
  readonly headY: number;
  readonly headR: number;
  /** Where the shoulders are cut off (usually the image's bottom edge). */
  readonly bottom: number;
  readonly fill: string;
  readonly opacity: number;
}

/**
 * Friendly abstract head-and-shoulders: a circle over a domed torso whose
 * sides flare slightly as they fall, which reads as shoulders rather than
 * the tombstone a straight-sided dome gives.
 */
export function personSilhouette(p: SilhouettePlacement): string {
  const r = p.headR;
  const top = p.headY + r * 1.3;
  const rx = r * 2.15;
  const ry = r * 1.25;
  const flare = Math.max(0, p.bottom - (top + ry)) * 0.12;
  const shoulders =
    `M${round(p.cx - rx - flare)} ${round(p.bottom)} ` +
    `L${round(p.cx - rx)} ${round(top + ry)} ` +
    `A${round(rx)} ${round(ry)} 0 0 1 ${round(p.cx + rx)} ${round(top + ry)} ` +
    `L${round(p.cx + rx + flare)} ${round(p.bottom)} Z`;
  return (
    `<g fill="${p.fill}" opacity="${p.opacity}">` +
    `<circle cx="${round(p.cx)}" cy="${round(p.headY)}" r="${round(r)}"/>` +
    `<path d="${shoulders}"/>` +
    `</g>`
  );
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
