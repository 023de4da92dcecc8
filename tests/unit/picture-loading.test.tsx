// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { BlockList } from "../../src/app/BlockList.tsx";
import type { Block } from "../../src/manifest/site-manifest.generated.ts";
import { loadEveryBlock } from "./support/every-block.ts";

beforeAll(loadEveryBlock);

function cards(count: number, withImages = true) {
  return Array.from({ length: count }, (_, i) => ({
    title: `Card ${i + 1}`,
    ...(withImages ? { image: `/images/card-${i + 1}.jpg` } : {}),
  }));
}

/** How each picture of the page loads, in page order: "eager high", "eager low", "eager" or "lazy". */
function pictureLoading(blocks: Block[]): string[] {
  const { container } = render(<BlockList path="/inner-page" blocks={blocks} />);
  return [...container.querySelectorAll("img")].map((img) =>
    [img.getAttribute("loading") ?? "eager", img.getAttribute("fetchpriority")].filter(Boolean).join(" "),
  );
}

describe("the order pictures load in", () => {
  it("the first block's first picture loads first, its others on screen after it, the rest when scrolled near", () => {
    expect(pictureLoading([{ type: "cardGrid", cards: cards(5) }])).toEqual([
      "eager high",
      "eager low",
      "eager low",
      "lazy",
      "lazy",
    ]);
  });

  it("a block under a banner's picture loads its first pictures at once, after the banner's", () => {
    expect(
      pictureLoading([
        { type: "pageBanner", title: "Our services", image: "/images/banner.jpg" },
        { type: "cardGrid", cards: cards(4) },
        { type: "mediaText", heading: "About us", image: { src: "/images/about.jpg", alt: "Reception" } },
      ]),
    ).toEqual(["eager high", "eager low", "eager low", "eager low", "eager low", "lazy"]);
  });

  it("when the first block shows no picture, the next block's pictures are not held back behind one", () => {
    expect(
      pictureLoading([
        { type: "cardGrid", cards: cards(2, false) },
        { type: "cardGrid", cards: cards(4) },
      ]),
    ).toEqual(["eager", "eager", "eager", "eager"]);
  });

  it("a banner further down the page waits until scrolled near, like any picture there", () => {
    expect(
      pictureLoading([
        { type: "cardGrid", cards: cards(1) },
        { type: "cardGrid", cards: cards(1) },
        { type: "pageBanner", title: "Visit us", image: "/images/banner.jpg" },
      ]),
    ).toEqual(["eager high", "eager low", "lazy"]);
  });
});
