/** The site's own colours (src/styles/base.css), which every illustration is drawn in. */
export const site = {
  primary: "#0f6e66",
  primaryDark: "#0a4f49",
  primarySoft: "#e7f3f1",
  accent: "#f2a541",
  page: "#f6f9fa",
  white: "#ffffff",
  ink: "#1d2b36",
};

/**
 * A treatment group's colours, around the site's teal: `main` draws the subject, `soft` is a light ground,
 * `light` draws on a dark ground, `deep` is the group's darkest tone.
 */
export interface Theme {
  main: string;
  soft: string;
  light: string;
  deep: string;
}

export const themes = {
  clinic: { main: "#0f6e66", soft: "#e3f2ef", light: "#9fd8cf", deep: "#0a4f49" },
  physiotherapy: { main: "#1f7a8c", soft: "#e1f0f3", light: "#a3d7e0", deep: "#12464f" },
  weightLoss: { main: "#d0705a", soft: "#fbe9e3", light: "#f3bfae", deep: "#5a2f27" },
  skin: { main: "#9a5f96", soft: "#f4e7f2", light: "#dfbedc", deep: "#44273f" },
  gym: { main: "#c17c25", soft: "#fbefdb", light: "#efcd92", deep: "#4a3416" },
  yoga: { main: "#4f8a55", soft: "#e7f2e3", light: "#b7dbb0", deep: "#24402a" },
  zumba: { main: "#c9506b", soft: "#fbe5ea", light: "#f1b4c1", deep: "#4d1f2d" },
} satisfies Record<string, Theme>;

/** Skin tones of the people drawn, from fair to deep. */
export const skinTones = ["#f1cfb0", "#e6b88f", "#d9a479", "#c98f62", "#b47a52", "#9a6542", "#7c4c31"];

export const hairColours = ["#1c1a1d", "#2b211d", "#3a2920", "#4b3426", "#6b6b70"];

/** Clothes in the clinic's colours: a doctor's coat is white over one of these. */
export const clothColours = ["#0f6e66", "#1f7a8c", "#2f5d7c", "#7a4f83", "#c17c25", "#4f8a55", "#b8555f"];
