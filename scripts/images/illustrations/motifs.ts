import type { IconType } from "react-icons";
import {
  LuActivity,
  LuApple,
  LuAudioWaveform,
  LuBaby,
  LuBicepsFlexed,
  LuBone,
  LuCalendarHeart,
  LuDroplets,
  LuDumbbell,
  LuFlame,
  LuFlower2,
  LuFootprints,
  LuGauge,
  LuGem,
  LuGlassWater,
  LuHandHeart,
  LuHeart,
  LuHeartPulse,
  LuHourglass,
  LuLaptop,
  LuLeaf,
  LuMagnet,
  LuMapPin,
  LuMoon,
  LuMusic,
  LuMusic2,
  LuPaintbrush,
  LuPartyPopper,
  LuPersonStanding,
  LuRuler,
  LuScale,
  LuScan,
  LuScanFace,
  LuSmile,
  LuSparkles,
  LuSprout,
  LuStethoscope,
  LuSun,
  LuSunrise,
  LuTarget,
  LuThermometerSnowflake,
  LuUmbrella,
  LuUnfoldVertical,
  LuZap,
} from "react-icons/lu";
import {
  TbBarbell,
  TbBubble,
  TbGrain,
  TbHandGrab,
  TbHandMove,
  TbHeartHandshake,
  TbMassage,
  TbNeedle,
  TbRipple,
  TbRulerMeasure,
  TbRun,
  TbStretching,
  TbTestPipe,
  TbTreadmill,
  TbYoga,
} from "react-icons/tb";
import { iconDrawing, type IconDrawing } from "../../icons/icon-drawing.ts";
import { themes, type Theme } from "./palette.ts";
import { spineDrawing } from "./spine-drawing.ts";

type Motif = IconType | IconDrawing;

/**
 * What a picture shows, by the words of its file name (then of its folder): the first row with a word found in it
 * wins, so a narrower subject comes before a wider one.
 */
const subjects: [words: string[], motif: Motif][] = [
  [["cryo"], LuThermometerSnowflake],
  [["desk"], LuLaptop],
  [["decompression"], LuUnfoldVertical],
  [["cervical", "neck", "spine", "chiropractic", "posture", "back", "core"], spineDrawing],
  [["knee", "joint"], LuBone],
  [["grip"], TbHandGrab],
  [["balanc", "coordination"], TbStretching],
  [["gait", "foot", "walking"], LuFootprints],
  [["nerve", "tens"], LuZap],
  [["pemf", "magnet"], LuMagnet],
  [["ultrasound"], LuAudioWaveform],
  [["cupping"], TbBubble],
  [["needle"], TbNeedle],
  [["instrument", "tissue"], TbHandMove],
  [["manual", "massage", "physiotherapy-room"], TbMassage],
  [["pneumatic", "compression"], TbRipple],
  [["sports", "aerobics"], TbRun],
  [["shoulder", "strength", "weight-training"], LuDumbbell],
  [["gym1"], TbTreadmill],
  [["cardio"], LuHeartPulse],
  [["forty"], LuSunrise],
  [["yoga"], TbYoga],
  [["first-class"], LuPartyPopper],
  [["zumba", "dance"], LuMusic],
  [["gym"], TbBarbell],
  [["skin-laser", "skin_laser"], LuSparkles],
  [["laser-hair"], LuScan],
  [["frekales", "freckle"], TbGrain],
  [["pigment", "melasma", "acne", "skin-analysis"], LuScanFace],
  [["laser"], LuTarget],
  [["monsoon"], LuUmbrella],
  [["prp"], TbTestPipe],
  [["carbon"], LuGem],
  [["hydra", "facial", "glow"], LuDroplets],
  [["peel"], LuFlower2],
  [["tattoo"], LuPaintbrush],
  [["whitening"], LuSun],
  [["aging", "skin"], LuSparkles],
  [["postnatal"], LuBaby],
  [["breast"], LuHeart],
  [["figure", "trimming"], LuHourglass],
  [["inch"], LuRuler],
  [["waist", "measure", "tummy"], TbRulerMeasure],
  [["toning", "tonning"], LuBicepsFlexed],
  [["fat", "faloss", "firming"], LuFlame],
  [["shaping"], LuPersonStanding],
  [["slimming"], LuGauge],
  [["sleep", "stress"], LuMoon],
  [["weight", "body-composition"], LuScale],
  [["physiotherapy"], spineDrawing],
  [["reception", "team", "about"], TbHeartHandshake],
  [["services"], LuHeartPulse],
  [["gallery"], LuSmile],
  [["appointment", "cta"], LuCalendarHeart],
  [["contact"], LuMapPin],
  [["doctor"], LuStethoscope],
];

/** A treatment group's colours and the things drawn around its subject, by the same kind of words. */
const groups: [words: string[], group: Group, companions: Motif[]][] = [
  [["yoga"], "yoga", [LuLeaf, LuSprout, LuSun, LuFlower2]],
  [["zumba", "aerobics", "dance"], "zumba", [LuMusic2, LuMusic, LuHeartPulse, LuSparkles]],
  [
    [
      ...["physio", "spine", "knee", "neck", "shoulder", "balanc", "gait", "foot", "nerve", "posture", "core"],
      ...["sports", "pemf", "tens", "cupping", "needle", "manual", "traction", "ultrasound", "chiro", "compression"],
      ...["back", "desk", "cryo"],
    ],
    "physiotherapy",
    [LuBone, LuActivity, LuHandHeart, TbMassage],
  ],
  [
    ["skin", "laser", "facial", "hair", "tattoo", "peel", "whiten", "aging", "pigment", "frekales", "prp", "glow"],
    "skin",
    [LuSparkles, LuDroplets, LuFlower2, LuSun],
  ],
  [["gym", "cardio", "training", "fitness", "strength", "grip"], "gym", [LuDumbbell, TbTreadmill, LuHeartPulse]],
  [
    ["weight", "slim", "fat", "inch", "tummy", "figure", "body", "waist", "postnatal", "breast", "walking", "sleep"],
    "weightLoss",
    [LuApple, LuGlassWater, TbRulerMeasure, LuScale],
  ],
];

const clinicCompanions: Motif[] = [LuHeart, LuStethoscope, LuLeaf, LuHandHeart];

export type Group = keyof typeof themes;

export interface Subject {
  group: Group;
  theme: Theme;
  motif: IconDrawing;
  /** Smaller things that belong with the subject, to vary pictures of one group. */
  companions: IconDrawing[];
  /** A person drawn for a picture named as a doctor's wears a white coat. */
  inCoat: boolean;
}

function drawingOf(motif: Motif): IconDrawing {
  return typeof motif === "function" ? iconDrawing(motif.name, motif) : motif;
}

function firstWith<T extends [string[], ...unknown[]]>(rows: T[], path: string): T | undefined {
  const name = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  const found = (text: string) => rows.find(([words]) => words.some((word) => text.includes(word)));
  return found(name) ?? found(path.toLowerCase());
}

/** What the picture at `src` is of, and in which colours. */
export function subjectOf(src: string): Subject {
  const [, group, companions] = firstWith(groups, src) ?? [[], "clinic", clinicCompanions];
  return {
    group,
    theme: themes[group],
    motif: drawingOf(firstWith(subjects, src)?.[1] ?? LuStethoscope),
    companions: companions.map(drawingOf),
    inCoat: /doctor|(^|[/-])dr-/.test(src.toLowerCase()),
  };
}
