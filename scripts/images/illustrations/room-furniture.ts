import type { IconType } from "react-icons";
import { GiBodyBalance, GiMeditation, GiWeightLiftingUp } from "react-icons/gi";
import { MdSportsGymnastics } from "react-icons/md";
import { iconDrawing } from "../../icons/icon-drawing.ts";
import type { Group, Subject } from "./motifs.ts";
import type { Theme } from "./palette.ts";
import { placed } from "./placed.ts";
import type { Seeded } from "./seeded.ts";
import { shape, type Attributes, type ShapeTag } from "./svg.ts";

/**
 * The room's main pieces, described as data: each part is a shape in the piece's own units (a room 900 high), with
 * (0, 0) on the floor under the piece's middle and y going up as it goes negative. A colour may name one of the
 * group's own (`main`, `light`, `deep`); a person is an icon's figure standing on the floor.
 */
type Part = [ShapeTag, Attributes] | { figure: IconType; x: number; size: number; colour: keyof Theme };

const steel = "#54636b";
const dark = "#2f3a40";
const wood = "#c89466";

const treatmentBed: Part[] = [
  ["rect", { x: -250, y: -60, width: 16, height: 60, fill: steel }],
  ["rect", { x: 234, y: -60, width: 16, height: 60, fill: steel }],
  ["rect", { x: -270, y: -140, width: 540, height: 84, rx: 14, fill: "main" }],
  ["rect", { x: -280, y: -170, width: 560, height: 42, rx: 20, fill: "#ffffff" }],
  ["ellipse", { cx: -200, cy: -186, rx: 70, ry: 24, fill: "light" }],
  ["rect", { x: 40, y: -182, width: 200, height: 18, rx: 9, fill: "light" }],
];

const exerciseCorner: Part[] = [
  ...[0, 1, 2, 3, 4, 5].map((rung): Part => [
    "rect",
    { x: -330, y: -470 + rung * 72, width: 190, height: 12, fill: wood },
  ]),
  ["rect", { x: -340, y: -490, width: 16, height: 490, fill: wood }],
  ["rect", { x: -156, y: -490, width: 16, height: 490, fill: wood }],
  ["circle", { cx: 60, cy: -120, r: 120, fill: "main" }],
  ["path", { d: "M-20 -190 A 100 100 0 0 1 120 -200", fill: "none", stroke: "light", "stroke-width": 14 }],
  ["rect", { x: 220, y: -22, width: 160, height: 22, rx: 11, fill: "light" }],
  ["path", { d: "M230 -40 Q300 -140 370 -40", fill: "none", stroke: "deep", "stroke-width": 10 }],
];

const weightBench: Part[] = [
  ["rect", { x: -310, y: -110, width: 20, height: 110, fill: steel }],
  ["rect", { x: 50, y: -110, width: 20, height: 110, fill: steel }],
  ["rect", { x: -340, y: -140, width: 440, height: 40, rx: 16, fill: "main" }],
  ...[-210, -30].flatMap((cx): Part[] => [
    ["rect", { x: cx - 60, y: -30, width: 120, height: 12, rx: 6, fill: steel }],
    ["rect", { x: cx - 66, y: -56, width: 28, height: 64, rx: 8, fill: dark }],
    ["rect", { x: cx + 38, y: -56, width: 28, height: 64, rx: 8, fill: dark }],
  ]),
  { figure: GiWeightLiftingUp, x: 250, size: 0.36, colour: "deep" },
];

const dumbbellRack: Part[] = [
  ["rect", { x: -320, y: -250, width: 16, height: 250, fill: steel }],
  ["rect", { x: 304, y: -250, width: 16, height: 250, fill: steel }],
  ...[-230, -110].flatMap((y): Part[] => [
    ["rect", { x: -330, y, width: 660, height: 14, rx: 7, fill: steel }],
    ...[-240, -120, 0, 120, 240].flatMap((cx, index): Part[] => [
      ["rect", { x: cx - 40, y: y - 20, width: 80, height: 10, rx: 5, fill: dark }],
      ["rect", { x: cx - 46, y: y - 34, width: 20, height: 40, rx: 6, fill: index % 2 === 0 ? "main" : dark }],
      ["rect", { x: cx + 26, y: y - 34, width: 20, height: 40, rx: 6, fill: index % 2 === 0 ? "main" : dark }],
    ]),
  ]),
  ["path", { d: "M-60 0 a 50 50 0 0 1 100 0 Z", fill: dark }],
  ["path", { d: "M-40 -60 a 30 30 0 0 1 60 0", fill: "none", stroke: dark, "stroke-width": 14 }],
];

/** A mat lying on the floor, seen from a little above. */
const mat = (dx: number, colour: string): Part => [
  "polygon",
  { points: `${dx - 150},-10 ${dx + 150},-10 ${dx + 210},90 ${dx - 110},90`, fill: colour },
];

const yogaMats: Part[] = [
  mat(-170, "light"),
  mat(190, "main"),
  { figure: GiMeditation, x: -160, size: 0.42, colour: "deep" },
];

const balancePose: Part[] = [
  mat(0, "light"),
  ["circle", { cx: 300, cy: -50, r: 50, fill: "main" }],
  ["circle", { cx: 390, cy: -40, r: 40, fill: "deep" }],
  { figure: GiBodyBalance, x: 0, size: 0.46, colour: "deep" },
];

const speaker: Part[] = [
  ["rect", { x: 220, y: -210, width: 120, height: 210, rx: 12, fill: "#3a3f47" }],
  ["circle", { cx: 280, cy: -140, r: 40, fill: "#5b626b" }],
  ["circle", { cx: 280, cy: -50, r: 24, fill: "#5b626b" }],
];

const danceFloor: Part[] = [
  ...speaker,
  { figure: MdSportsGymnastics, x: -260, size: 0.42, colour: "deep" },
  { figure: MdSportsGymnastics, x: 20, size: 0.42, colour: "main" },
];

const danceClass: Part[] = [
  ...speaker,
  ["rect", { x: -420, y: -420, width: 560, height: 300, rx: 10, fill: "#ffffff", opacity: 0.7 }],
  { figure: MdSportsGymnastics, x: -280, size: 0.36, colour: "main" },
  { figure: MdSportsGymnastics, x: -40, size: 0.36, colour: "deep" },
];

const treatmentChair: Part[] = [
  ["rect", { x: -40, y: -90, width: 80, height: 90, fill: steel }],
  ["path", { d: "M-260 -200 L-170 -110 L230 -110 Q260 -110 260 -140 L200 -170 L-150 -170 L-220 -240 Z", fill: "main" }],
  ["ellipse", { cx: -230, cy: -230, rx: 46, ry: 20, fill: "#ffffff" }],
  ["path", { d: "M320 0 L320 -380 Q320 -440 240 -440 L140 -430", fill: "none", stroke: steel, "stroke-width": 12 }],
  ["ellipse", { cx: 130, cy: -420, rx: 60, ry: 26, fill: "#ffffff", stroke: steel, "stroke-width": 8 }],
];

const vanity: Part[] = [
  ["ellipse", { cx: 0, cy: -440, rx: 130, ry: 170, fill: "#ffffff", stroke: "main", "stroke-width": 16 }],
  ["path", { d: "M-60 -520 L40 -380 M-20 -560 L70 -440", stroke: "light", "stroke-width": 14 }],
  ["rect", { x: -260, y: -230, width: 520, height: 26, rx: 8, fill: "#ffffff" }],
  ["rect", { x: -240, y: -204, width: 480, height: 204, fill: "main" }],
  ["rect", { x: -240, y: -120, width: 480, height: 10, fill: "light" }],
  ...[-180, -120, 150].map((x, index): Part => [
    "rect",
    { x, y: -300 + index * 16, width: 40, height: 70 - index * 16, rx: 10, fill: index === 1 ? "deep" : "light" },
  ]),
];

const scaleAndTable: Part[] = [
  ["rect", { x: -30, y: -190, width: 20, height: 190, fill: wood }],
  ["rect", { x: 170, y: -190, width: 20, height: 190, fill: wood }],
  ["rect", { x: -60, y: -210, width: 280, height: 24, rx: 8, fill: wood }],
  ["path", { d: "M-10 -210 a 90 60 0 0 0 180 0", fill: "#ffffff" }],
  ["circle", { cx: 40, cy: -232, r: 28, fill: "#e0584f" }],
  ["circle", { cx: 90, cy: -238, r: 30, fill: "#f2a541" }],
  ["circle", { cx: 134, cy: -228, r: 24, fill: "#7bb662" }],
  ["rect", { x: -330, y: -50, width: 220, height: 50, rx: 14, fill: "main" }],
  ["circle", { cx: -220, cy: -25, r: 16, fill: "#ffffff" }],
];

const measuringCorner: Part[] = [
  ["rect", { x: -220, y: -560, width: 24, height: 560, fill: "#ffffff" }],
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((mark): Part => [
    "rect",
    { x: -196, y: -540 + mark * 50, width: mark % 2 === 0 ? 30 : 18, height: 5, fill: steel },
  ]),
  ["rect", { x: -196, y: -430, width: 120, height: 14, rx: 7, fill: steel }],
  ["rect", { x: -300, y: -40, width: 240, height: 40, rx: 12, fill: "main" }],
  ["rect", { x: 40, y: -150, width: 60, height: 150, rx: 18, fill: "light" }],
  ["rect", { x: 52, y: -176, width: 36, height: 30, rx: 8, fill: "deep" }],
  ["circle", { cx: 200, cy: -40, r: 40, fill: "#7bb662" }],
];

const receptionDesk: Part[] = [
  ["rect", { x: -80, y: -330, width: 190, height: 120, rx: 10, fill: dark }],
  ["rect", { x: -68, y: -318, width: 166, height: 96, rx: 6, fill: "light" }],
  ["rect", { x: 4, y: -212, width: 22, height: 30, fill: dark }],
  ["rect", { x: -320, y: -190, width: 640, height: 26, rx: 8, fill: "#ffffff" }],
  ["rect", { x: -300, y: -164, width: 600, height: 164, fill: "main" }],
  ["rect", { x: -300, y: -110, width: 600, height: 12, fill: "light" }],
];

const waitingSofa: Part[] = [
  ["rect", { x: -320, y: -40, width: 16, height: 40, fill: dark }],
  ["rect", { x: 184, y: -40, width: 16, height: 40, fill: dark }],
  ["rect", { x: -330, y: -230, width: 540, height: 120, rx: 30, fill: "main" }],
  ["rect", { x: -350, y: -140, width: 580, height: 100, rx: 24, fill: "main" }],
  ["rect", { x: -300, y: -150, width: 230, height: 40, rx: 16, fill: "light" }],
  ["rect", { x: -50, y: -150, width: 230, height: 40, rx: 16, fill: "light" }],
  ["rect", { x: 270, y: -150, width: 120, height: 16, rx: 6, fill: wood }],
  ["rect", { x: 322, y: -134, width: 16, height: 134, fill: wood }],
  ["rect", { x: 310, y: -200, width: 40, height: 50, rx: 8, fill: "light" }],
];

/** Two pieces a room of each group may have, so that a category's pictures are not one picture drawn again. */
const piecesOf: Record<Group, [Part[], Part[]]> = {
  physiotherapy: [treatmentBed, exerciseCorner],
  gym: [weightBench, dumbbellRack],
  yoga: [yogaMats, balancePose],
  zumba: [danceFloor, danceClass],
  skin: [treatmentChair, vanity],
  weightLoss: [scaleAndTable, measuringCorner],
  clinic: [receptionDesk, waitingSofa],
};

function colourIn(value: string | number, theme: Theme): string | number {
  return typeof value === "string" && value in theme ? theme[value as keyof Theme] : value;
}

function drawn(part: Part, theme: Theme): string {
  if (!Array.isArray(part)) {
    const { figure, x, size, colour } = part;
    const side = size * 900;
    return placed(iconDrawing(figure.name, figure), { cx: x, cy: -side / 2 + 9, size: side, colour: theme[colour] });
  }
  const [tag, attributes] = part;
  return shape(
    tag,
    Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, colourIn(value, theme)])),
  );
}

/**
 * One of the group's pieces, chosen by chance, standing at `x` on the floor line `floor` of a room `height` high,
 * turned about if `mirrored`.
 */
export function roomPiece(
  { group, theme }: Subject,
  { x, floor, height, mirrored }: { x: number; floor: number; height: number; mirrored: boolean },
  seeded: Seeded,
): string {
  const scale = height / 900;
  const size = scale.toFixed(3);
  const turn = mirrored ? ` scale(-${size} ${size})` : ` scale(${size})`;
  const parts = seeded.pick(piecesOf[group]);
  return shape(
    "g",
    { transform: `translate(${x.toFixed(1)} ${floor.toFixed(1)})${turn}` },
    ...parts.map((part) => drawn(part, theme)),
  );
}
