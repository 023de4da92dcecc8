import { GiMeditation, GiWeightLiftingUp } from "react-icons/gi";
import { MdSportsGymnastics } from "react-icons/md";
import { iconDrawing } from "../../icons/icon-drawing.ts";
import type { Group, Subject } from "./motifs.ts";
import { placed } from "./placed.ts";
import { site } from "./palette.ts";
import type { Seeded } from "./seeded.ts";
import { shape } from "./svg.ts";

/** Where a piece stands: its centre along the floor and the floor's line, in pixels, and the room's height. */
export interface Spot {
  x: number;
  floor: number;
  height: number;
}

type Furnish = (spot: Spot, subject: Subject, seeded: Seeded) => string;

const wood = "#c89466";
const steel = "#54636b";

const figure = (icon: Parameters<typeof iconDrawing>[1], { x, floor, height }: Spot, colour: string, size = 0.42) =>
  placed(iconDrawing(icon.name, icon), { cx: x, cy: floor - height * (size / 2 - 0.01), size: height * size, colour });

const treatmentBed: Furnish = ({ x, floor, height }, { theme }) => {
  const unit = height / 900;
  return [
    shape("rect", { x: x - 250 * unit, y: floor - 60 * unit, width: 16 * unit, height: 60 * unit, fill: steel }),
    shape("rect", { x: x + 234 * unit, y: floor - 60 * unit, width: 16 * unit, height: 60 * unit, fill: steel }),
    shape("rect", {
      x: x - 270 * unit,
      y: floor - 140 * unit,
      width: 540 * unit,
      height: 84 * unit,
      rx: 14 * unit,
      fill: theme.main,
    }),
    shape("rect", {
      x: x - 280 * unit,
      y: floor - 170 * unit,
      width: 560 * unit,
      height: 42 * unit,
      rx: 20 * unit,
      fill: site.white,
    }),
    shape("ellipse", { cx: x - 200 * unit, cy: floor - 186 * unit, rx: 70 * unit, ry: 24 * unit, fill: theme.light }),
    shape("rect", {
      x: x + 40 * unit,
      y: floor - 182 * unit,
      width: 200 * unit,
      height: 18 * unit,
      rx: 9 * unit,
      fill: theme.light,
      opacity: 0.8,
    }),
  ].join("");
};

const weightBench: Furnish = (spot, { theme }) => {
  const { x, floor, height } = spot;
  const unit = height / 900;
  const dumbbell = (cx: number, cy: number) =>
    shape("rect", {
      x: cx - 60 * unit,
      y: cy - 6 * unit,
      width: 120 * unit,
      height: 12 * unit,
      rx: 6 * unit,
      fill: steel,
    }) +
    [-1, 1]
      .map((side) =>
        shape("rect", {
          x: cx + side * 52 * unit - 14 * unit,
          y: cy - 32 * unit,
          width: 28 * unit,
          height: 64 * unit,
          rx: 8 * unit,
          fill: "#2f3a40",
        }),
      )
      .join("");
  return [
    shape("rect", { x: x - 310 * unit, y: floor - 110 * unit, width: 20 * unit, height: 110 * unit, fill: steel }),
    shape("rect", { x: x + 50 * unit, y: floor - 110 * unit, width: 20 * unit, height: 110 * unit, fill: steel }),
    shape("rect", {
      x: x - 340 * unit,
      y: floor - 140 * unit,
      width: 440 * unit,
      height: 40 * unit,
      rx: 16 * unit,
      fill: theme.main,
    }),
    dumbbell(x - 210 * unit, floor - 24 * unit),
    dumbbell(x - 30 * unit, floor - 24 * unit),
    figure(GiWeightLiftingUp, { ...spot, x: x + 250 * unit }, theme.deep, 0.36),
  ].join("");
};

const yogaMats: Furnish = (spot, { theme }) => {
  const { x, floor, height } = spot;
  const unit = height / 900;
  const mat = (dx: number, colour: string) =>
    shape("polygon", {
      points: [
        [x + dx - 150, floor - 10],
        [x + dx + 150, floor - 10],
        [x + dx + 210, floor + 90],
        [x + dx - 110, floor + 90],
      ]
        .map(([px, py]) => `${(x + (px - x) * unit).toFixed(1)},${(floor + (py - floor) * unit).toFixed(1)}`)
        .join(" "),
      fill: colour,
    });
  return [
    mat(-170, theme.light),
    mat(190, theme.main),
    figure(GiMeditation, { ...spot, x: x - 160 * unit, floor: floor + 40 * unit }, theme.deep),
  ].join("");
};

const danceFloor: Furnish = (spot, { theme, companions }, seeded) => {
  const { x, floor, height } = spot;
  const unit = height / 900;
  const notes = [0, 1, 2].map((index) =>
    placed(companions[index % companions.length], {
      cx: x + (index - 1) * 230 * unit,
      cy: floor - (330 + seeded.between(0, 90)) * unit,
      size: 80 * unit,
      colour: theme.main,
      rotate: seeded.between(-15, 15),
    }),
  );
  return [
    shape("rect", {
      x: x + 220 * unit,
      y: floor - 210 * unit,
      width: 120 * unit,
      height: 210 * unit,
      rx: 12 * unit,
      fill: "#3a3f47",
    }),
    shape("circle", { cx: x + 280 * unit, cy: floor - 140 * unit, r: 40 * unit, fill: "#5b626b" }),
    shape("circle", { cx: x + 280 * unit, cy: floor - 50 * unit, r: 24 * unit, fill: "#5b626b" }),
    figure(MdSportsGymnastics, { ...spot, x: x - 260 * unit }, theme.deep),
    figure(MdSportsGymnastics, { ...spot, x: x + 20 * unit }, theme.main),
    ...notes,
  ].join("");
};

const treatmentChair: Furnish = ({ x, floor, height }, { theme }) => {
  const unit = height / 900;
  const at = (dx: number, dy: number) => `${(x + dx * unit).toFixed(1)} ${(floor + dy * unit).toFixed(1)}`;
  return [
    shape("rect", { x: x - 40 * unit, y: floor - 90 * unit, width: 80 * unit, height: 90 * unit, fill: steel }),
    shape("path", {
      d:
        `M${at(-260, -200)} L${at(-170, -110)} L${at(230, -110)} Q${at(260, -110)} ${at(260, -140)} ` +
        `L${at(200, -170)} L${at(-150, -170)} L${at(-220, -240)} Z`,
      fill: theme.main,
    }),
    shape("ellipse", { cx: x - 230 * unit, cy: floor - 230 * unit, rx: 46 * unit, ry: 20 * unit, fill: site.white }),
    shape("path", {
      d: `M${at(320, 0)} L${at(320, -380)} Q${at(320, -440)} ${at(240, -440)} L${at(140, -430)}`,
      fill: "none",
      stroke: steel,
      "stroke-width": 12 * unit,
    }),
    shape("ellipse", {
      cx: x + 130 * unit,
      cy: floor - 420 * unit,
      rx: 60 * unit,
      ry: 26 * unit,
      fill: site.white,
      stroke: steel,
      "stroke-width": 8 * unit,
    }),
  ].join("");
};

const scaleAndTable: Furnish = ({ x, floor, height }, { theme }) => {
  const unit = height / 900;
  return [
    shape("rect", { x: x - 30 * unit, y: floor - 190 * unit, width: 20 * unit, height: 190 * unit, fill: wood }),
    shape("rect", { x: x + 170 * unit, y: floor - 190 * unit, width: 20 * unit, height: 190 * unit, fill: wood }),
    shape("rect", {
      x: x - 60 * unit,
      y: floor - 210 * unit,
      width: 280 * unit,
      height: 24 * unit,
      rx: 8 * unit,
      fill: wood,
    }),
    shape("path", { d: `M${x - 10 * unit} ${floor - 210 * unit} a 90 60 0 0 0 180 ${0}`, fill: site.white }),
    shape("circle", { cx: x + 40 * unit, cy: floor - 232 * unit, r: 28 * unit, fill: "#e0584f" }),
    shape("circle", { cx: x + 90 * unit, cy: floor - 238 * unit, r: 30 * unit, fill: site.accent }),
    shape("circle", { cx: x + 134 * unit, cy: floor - 228 * unit, r: 24 * unit, fill: "#7bb662" }),
    shape("rect", {
      x: x - 300 * unit,
      y: floor - 40 * unit,
      width: 180 * unit,
      height: 40 * unit,
      rx: 12 * unit,
      fill: theme.main,
    }),
    shape("circle", { cx: x - 210 * unit, cy: floor - 20 * unit, r: 13 * unit, fill: site.white }),
  ].join("");
};

const receptionDesk: Furnish = ({ x, floor, height }, { theme }) => {
  const unit = height / 900;
  return [
    shape("rect", {
      x: x - 80 * unit,
      y: floor - 330 * unit,
      width: 190 * unit,
      height: 120 * unit,
      rx: 10 * unit,
      fill: "#2f3a40",
    }),
    shape("rect", {
      x: x - 68 * unit,
      y: floor - 318 * unit,
      width: 166 * unit,
      height: 96 * unit,
      rx: 6 * unit,
      fill: theme.light,
    }),
    shape("rect", { x: x + 4 * unit, y: floor - 212 * unit, width: 22 * unit, height: 30 * unit, fill: "#2f3a40" }),
    shape("rect", {
      x: x - 320 * unit,
      y: floor - 190 * unit,
      width: 640 * unit,
      height: 26 * unit,
      rx: 8 * unit,
      fill: site.white,
    }),
    shape("rect", {
      x: x - 300 * unit,
      y: floor - 164 * unit,
      width: 600 * unit,
      height: 164 * unit,
      fill: theme.main,
    }),
    shape("rect", {
      x: x - 300 * unit,
      y: floor - 110 * unit,
      width: 600 * unit,
      height: 12 * unit,
      fill: theme.light,
      opacity: 0.7,
    }),
  ].join("");
};

/** The room's main piece, by the treatment group it belongs to. */
export const furnitureOf: Record<Group, Furnish> = {
  physiotherapy: treatmentBed,
  gym: weightBench,
  yoga: yogaMats,
  zumba: danceFloor,
  skin: treatmentChair,
  weightLoss: scaleAndTable,
  clinic: receptionDesk,
};
