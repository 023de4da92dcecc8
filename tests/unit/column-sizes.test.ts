import { describe, expect, it } from "vitest";
import { slideImageSizes } from "../../src/blocks/carousel/carousel-layout.ts";
import { columnSizes } from "../../src/images/column-sizes.ts";
import type { CarouselBlock } from "../../src/manifest/site-manifest.generated.ts";

describe("the sizes of a picture in a grid", () => {
  it("name one column's width from each screen width up, widest first, inside the 1200 px content column", () => {
    expect(
      columnSizes([
        { from: 0, columns: 1, gapPx: 24 },
        { from: 600, columns: 2, gapPx: 24 },
      ]),
    ).toBe("(min-width: 600px) calc((min(100vw, 1200px) - 32px - 24px) / 2), calc((min(100vw, 1200px) - 32px))");
  });

  it("take a share of the column for a photo beside its text", () => {
    expect(columnSizes([{ from: 0, columns: 2, gapPx: 10, share: 0.4 }])).toBe(
      "calc((min(100vw, 1200px) - 32px - 10px) / 2 * 0.4)",
    );
  });

  it("follow a carousel's breakpoints: each applies below its width, the default above the widest", () => {
    const block: CarouselBlock = {
      type: "carousel",
      items: [],
      slidesPerView: 4,
      breakpoints: [
        { maxWidth: 600, slidesPerView: 1 },
        { maxWidth: 1000, slidesPerView: 2 },
      ],
      autoplayMaxWidth: 600,
      speedMs: 500,
    };
    expect(slideImageSizes(block)).toBe(
      "(min-width: 1000px) calc((min(100vw, 1200px) - 32px - 48px) / 4), " +
        "(min-width: 600px) calc((min(100vw, 1200px) - 32px - 16px) / 2), " +
        "calc((min(100vw, 1200px) - 32px))",
    );
  });
});
