import type { PictureUse } from "../sample-picture-use.ts";
import { subjectOf } from "./motifs.ts";
import { motifCard } from "./motif-card.ts";
import { portrait } from "./portrait.ts";
import { roomScene } from "./room-scene.ts";
import { seededBy } from "./seeded.ts";
import { wideScene } from "./wide-scene.ts";

const drawers = { wide: wideScene, card: motifCard, portrait, room: roomScene };

/**
 * The illustration for the picture at `src`, as SVG markup: what it shows follows from its name, its look from
 * chance seeded by it.
 */
export function illustration(src: string, { kind, width, height }: PictureUse): string {
  return drawers[kind](width, height, subjectOf(src), seededBy(src));
}
