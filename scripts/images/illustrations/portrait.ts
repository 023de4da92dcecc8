import type { Subject } from "./motifs.ts";
import { clothColours, hairColours, skinTones, themes } from "./palette.ts";
import type { Seeded } from "./seeded.ts";
import { picture, shape } from "./svg.ts";

/** Hair styles, drawn on the 600 × 720 grid of the portrait: what falls behind the head, and what covers its top. */
const hairStyles: { behind?: string; over: string; bun?: boolean }[] = [
  { over: "M190 305C182 185 252 150 302 150C362 150 424 185 412 305C400 240 350 212 300 216C250 218 204 246 190 305Z" },
  { over: "M190 312C178 182 262 144 312 148C384 152 424 204 410 300C392 246 326 200 246 232C222 242 200 270 190 312Z" },
  {
    behind: "M178 300C168 158 250 136 300 136C352 136 434 158 422 300L446 528C398 552 202 552 154 528Z",
    over: "M192 302C188 198 250 162 300 162C352 162 412 198 408 302C380 234 330 212 300 222C270 212 220 234 192 302Z",
  },
  {
    over: "M194 300C190 200 250 168 300 168C350 168 410 200 406 300C380 246 340 226 300 226C260 226 220 246 194 300Z",
    bun: true,
  },
  {
    behind: "M182 300C174 176 246 142 300 142C356 142 428 176 418 300L430 430C390 452 210 452 170 430Z",
    over: "M192 296C196 202 246 166 300 166C356 166 404 202 408 296C392 238 352 214 318 214C300 236 236 246 192 296Z",
  },
];

const curls = Array.from({ length: 11 }, (_, index) => {
  const angle = Math.PI * (1.02 + (index / 10) * 0.96);
  return { cx: 300 + Math.cos(angle) * 112, cy: 292 + Math.sin(angle) * 132 };
});

const beard =
  "M198 318C204 424 252 446 300 446C348 446 396 424 402 318C390 372 350 392 300 394C250 392 210 372 198 318Z";

/**
 * A friendly person from the shoulders up, on a soft ground: skin, hair, glasses and clothes change from person
 * to person; a doctor wears a white coat and a stethoscope.
 */
export function portrait(width: number, height: number, { inCoat }: Subject, seeded: Seeded) {
  const ground = seeded.pick(Object.values(themes));
  const skin = seeded.pick(skinTones);
  const hair = seeded.pick(hairColours);
  const cloth = seeded.pick(clothColours);
  const style = seeded.next();
  const curly = style < 0.15;
  const bearded = !curly && style > 0.85;
  const hairStyle = seeded.pick(hairStyles);
  const glasses = seeded.next() < 0.3;
  const feature = { fill: "none", stroke: "#3b2320", "stroke-width": 7, "stroke-linecap": "round" };
  const shoulders = "M60 720C60 560 170 500 300 500C430 500 540 560 540 720Z";
  const clothes = inCoat
    ? shape("path", { d: shoulders, fill: "#fbfdfd" }) +
      shape("polygon", { points: "246,500 300,612 354,500", fill: cloth }) +
      shape("path", { d: "M236 504L300 640M364 504L300 640", stroke: "#d5e0e2", "stroke-width": 6 }) +
      shape("path", {
        d: "M246 506C228 570 248 622 300 628C352 622 372 570 354 506",
        fill: "none",
        stroke: "#34444c",
        "stroke-width": 8,
      }) +
      shape("circle", { cx: 300, cy: 636, r: 15, fill: "#9fb3ba", stroke: "#34444c", "stroke-width": 6 })
    : shape("path", { d: shoulders, fill: cloth }) +
      shape("path", { d: "M252 500C262 548 338 548 348 500Z", fill: skin });
  const face = [
    shape("ellipse", { cx: 260, cy: 298, rx: 9, ry: 11, fill: "#231b1b" }),
    shape("ellipse", { cx: 340, cy: 298, rx: 9, ry: 11, fill: "#231b1b" }),
    shape("path", { d: "M238 268Q258 256 278 266M322 266Q342 256 362 268", ...feature, stroke: hair }),
    shape("path", { d: "M300 312Q290 338 306 342", ...feature, "stroke-width": 5, opacity: 0.45 }),
    shape("path", { d: "M266 360Q300 388 334 360", ...feature }),
    shape("circle", { cx: 238, cy: 340, r: 17, fill: "#e4736a", opacity: 0.22 }),
    shape("circle", { cx: 362, cy: 340, r: 17, fill: "#e4736a", opacity: 0.22 }),
  ];
  const spectacles = glasses
    ? shape(
        "g",
        { fill: "#ffffff", "fill-opacity": 0.18, stroke: "#2b2b33", "stroke-width": 5 },
        shape("circle", { cx: 260, cy: 298, r: 27 }),
        shape("circle", { cx: 340, cy: 298, r: 27 }),
        shape("path", { d: "M287 296Q300 288 313 296", fill: "none" }),
      )
    : "";
  const hairOver = curly
    ? curls.map((curl) => shape("circle", { ...curl, r: 40, fill: hair })).join("")
    : shape("path", { d: hairStyle.over, fill: hair });
  const person = [
    shape("circle", { cx: 300, cy: 330, r: 250, fill: ground.light, opacity: 0.55 }),
    !curly && hairStyle.behind ? shape("path", { d: hairStyle.behind, fill: hair }) : "",
    !curly && hairStyle.bun ? shape("circle", { cx: 300, cy: 150, r: 50, fill: hair }) : "",
    shape("rect", { x: 258, y: 380, width: 84, height: 130, rx: 30, fill: skin }),
    shape("rect", { x: 258, y: 420, width: 84, height: 60, fill: "#000000", opacity: 0.08 }),
    clothes,
    shape("ellipse", { cx: 196, cy: 312, rx: 17, ry: 27, fill: skin }),
    shape("ellipse", { cx: 404, cy: 312, rx: 17, ry: 27, fill: skin }),
    shape("ellipse", { cx: 300, cy: 300, rx: 106, ry: 126, fill: skin }),
    bearded ? shape("path", { d: beard, fill: hair }) : "",
    ...face,
    spectacles,
    hairOver,
  ];
  return picture(
    width,
    height,
    shape("rect", { width, height, fill: ground.soft }),
    shape("svg", { width, height, viewBox: "0 0 600 720", preserveAspectRatio: "xMidYMid slice" }, ...person),
  );
}
