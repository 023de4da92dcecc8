import type { Subject } from "./motifs.ts";
import { placed } from "./placed.ts";
import { site } from "./palette.ts";
import { roomPiece } from "./room-furniture.ts";
import type { Seeded } from "./seeded.ts";
import { picture, shape } from "./svg.ts";

/** Floors: boards and the lines between them, in light wood, grey tiles or warm stone. */
const floors = [
  ["#eadccb", "#d6c3ad"],
  ["#e4e8ea", "#cfd6da"],
  ["#efe2d2", "#e0cbb3"],
];

function windowPane(x: number, y: number, width: number, height: number, seeded: Seeded): string {
  const bottom = y + height;
  const hills = (base: number, colour: string) => {
    const top = y + height * base;
    const peak = `${x + width * seeded.between(0.2, 0.5)} ${top - height * 0.25}`;
    return shape("path", {
      d:
        `M${x} ${bottom} L${x} ${top} Q${peak} ${x + width * 0.7} ${top} ` +
        `T${x + width} ${top - height * 0.05} L${x + width} ${bottom} Z`,
      fill: colour,
    });
  };
  return [
    shape("defs", {}, shape("clipPath", { id: "glass" }, shape("rect", { x, y, width, height, rx: 6 }))),
    shape(
      "g",
      { "clip-path": "url(#glass)" },
      shape("rect", { x, y, width, height, fill: "#d7eef4" }),
      shape("circle", {
        cx: x + width * seeded.between(0.2, 0.8),
        cy: y + height * 0.28,
        r: height * 0.1,
        fill: "#fbe3b0",
      }),
      hills(0.72, "#b7dbb0"),
      hills(0.86, "#8cc79a"),
    ),
    shape("rect", { x, y, width, height, rx: 6, fill: "none", stroke: site.white, "stroke-width": 18 }),
    shape("path", {
      d: `M${x + width / 2} ${y}V${y + height}M${x} ${y + height / 2}H${x + width}`,
      stroke: site.white,
      "stroke-width": 10,
    }),
    shape("rect", { x: x - 20, y: y + height + 4, width: width + 40, height: 16, rx: 6, fill: site.white }),
  ].join("");
}

function plant(x: number, floor: number, size: number, seeded: Seeded): string {
  const leaves = Array.from({ length: 7 }, (_, index) => {
    const angle = -150 + index * 20 + seeded.between(-6, 6);
    const length = size * seeded.between(0.45, 0.7);
    return shape("ellipse", {
      cx: x,
      cy: floor - size * 0.42 - length / 2,
      rx: size * 0.09,
      ry: length / 2,
      fill: index % 2 === 0 ? "#4f8a55" : "#6fae6a",
      transform: `rotate(${(angle + 90).toFixed(1)} ${x} ${floor - size * 0.42})`,
    });
  });
  return [
    ...leaves,
    shape("path", {
      d: `M${x - size * 0.2} ${floor - size * 0.42}H${x + size * 0.2}L${x + size * 0.15} ${floor}H${x - size * 0.15}Z`,
      fill: "#d98b5f",
    }),
  ].join("");
}

/**
 * A room of the clinic: a wall with a window and the subject framed on it, the group's main piece on the floor
 * (a treatment bed, a weight bench, yoga mats…) and a plant under the window; which side holds what changes from
 * room to room.
 */
export function roomScene(width: number, height: number, subject: Subject, seeded: Seeded) {
  const { theme, motif } = subject;
  const floor = height * seeded.between(0.7, 0.76);
  const windowLeft = seeded.next() < 0.5;
  const windowWidth = width * 0.28;
  const windowX = windowLeft ? width * 0.08 : width * 0.64;
  const emblemX = windowLeft ? width * 0.74 : width * 0.24;
  const emblemY = height * 0.26;
  const emblem = height * seeded.between(0.1, 0.13);
  const plantX = windowLeft ? width * seeded.between(0.05, 0.09) : width * seeded.between(0.91, 0.95);
  const [boards, seams] = seeded.pick(floors);
  // The main piece turned about, and the room seen from a little nearer or further, as photos of one room would be.
  const piece = roomPiece(
    subject,
    { x: width * seeded.between(0.46, 0.54), floor: floor + height * 0.1, height, mirrored: seeded.next() < 0.5 },
    seeded,
  );
  const zoom = seeded.between(1, 1.22);
  const viewWidth = width / zoom;
  const viewHeight = height / zoom;
  const view = [seeded.between(0, width - viewWidth), seeded.between(0, height - viewHeight), viewWidth, viewHeight];
  return picture(
    width,
    height,
    shape(
      "svg",
      { width, height, viewBox: view.map((value) => value.toFixed(1)).join(" ") },
      shape("rect", { width, height, fill: theme.soft }),
      shape("rect", { y: floor, width, height: height - floor, fill: boards }),
      ...[0.3, 0.62].map((share) =>
        shape("rect", { y: floor + (height - floor) * share, width, height: 3, fill: seams }),
      ),
      shape("rect", { y: floor - 10, width, height: 14, fill: site.white }),
      windowPane(windowX, height * 0.12, windowWidth, height * 0.4, seeded),
      shape("circle", { cx: emblemX, cy: emblemY, r: emblem * 1.22, fill: site.white }),
      shape("circle", { cx: emblemX, cy: emblemY, r: emblem, fill: theme.main }),
      placed(motif, { cx: emblemX, cy: emblemY, size: emblem * 1.2, colour: site.white, stroke: 1.6 }),
      piece,
      plant(plantX, floor + height * 0.08, height * 0.36, seeded),
    ),
  );
}
