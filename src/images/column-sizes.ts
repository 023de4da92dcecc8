/** From a screen width up, a row of equal columns with gaps between them, as a block's CSS lays it out. */
export interface ColumnStep {
  from: number;
  columns: number;
  gapPx: number;
  /** The part of a column the picture takes, when it sits beside text in its card: 0.4 for two fifths. */
  share?: number;
}

// The page's content column, as .container in styles/base.css draws it.
const containerMaxPx = 1200;
const containerPaddingPx = 16;

function columnWidth({ columns, gapPx, share = 1 }: ColumnStep): string {
  const content = `min(100vw, ${containerMaxPx}px) - ${2 * containerPaddingPx}px`;
  const width = columns === 1 ? `(${content})` : `(${content} - ${(columns - 1) * gapPx}px) / ${columns}`;
  return share === 1 ? `calc(${width})` : `calc(${width} * ${share})`;
}

/**
 * The `sizes` attribute of a picture that fills a column of a grid inside the content column:
 * the browser then picks the smallest variant that is sharp at the width the column really has.
 */
export function columnSizes(steps: readonly ColumnStep[]): string {
  const widestFirst = [...steps].sort((a, b) => b.from - a.from);
  return widestFirst
    .map((step) => (step.from > 0 ? `(min-width: ${step.from}px) ${columnWidth(step)}` : columnWidth(step)))
    .join(", ");
}
