// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hasVariants, srcSetFor, variantUrl, widthsFor } from "../../src/images/image-variants.ts";
import {
  imagesNotShownIn,
  largestVariantOf,
  rememberImages,
  rememberImagesShownIn,
} from "../../src/images/known-images.ts";
import { SiteImage } from "../../src/images/SiteImage.tsx";

describe("the widths a picture is offered in", () => {
  it("are the standard steps narrower than the picture, then the picture's own width", () => {
    expect(widthsFor(1200)).toEqual([360, 720, 1080, 1200]);
    expect(widthsFor(720)).toEqual([360, 720]);
    expect(widthsFor(56)).toEqual([56]);
  });

  it("stop at 1920 px however large the camera original is", () => {
    expect(widthsFor(6000)).toEqual([360, 720, 1080, 1440, 1920]);
  });

  it("are WebP files under /sized, named by the picture's path, width and fingerprint", () => {
    expect(variantUrl("/images/gallery/gym-1.jpg", 720, "0a1b2c3d4e")).toBe(
      "/sized/images/gallery/gym-1-720.0a1b2c3d4e.webp",
    );
    expect(srcSetFor("/images/a/b.png", [720, 480, "ffff000011"])).toBe(
      "/sized/images/a/b-360.ffff000011.webp 360w, /sized/images/a/b-720.ffff000011.webp 720w",
    );
  });

  it("are made for photos only, not for drawings or pictures from elsewhere", () => {
    expect(hasVariants("/images/a/b.JPG")).toBe(true);
    expect(hasVariants("/images/logo.svg")).toBe(false);
    expect(hasVariants("https://example.com/a.jpg")).toBe(false);
  });
});

describe("a picture on a page", () => {
  it("offers its variants, with its measured size, once the build has measured it", () => {
    rememberImages({ "/images/unit/measured.jpg": [1600, 900, "abcdef0123"] });
    render(<SiteImage src="/images/unit/measured.jpg" alt="Treatment room" sizes="100vw" width={10} height={10} />);
    const img = screen.getByRole("img", { name: "Treatment room" });
    expect(img).toHaveAttribute("src", "/images/unit/measured.jpg");
    expect(img).toHaveAttribute("srcset", srcSetFor("/images/unit/measured.jpg", [1600, 900, "abcdef0123"]));
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "900");
    expect(largestVariantOf("/images/unit/measured.jpg")).toBe("/sized/images/unit/measured-1600.abcdef0123.webp");
  });

  it("asks for its cropped width when it fills a box taller than its own shape", () => {
    rememberImages({ "/images/unit/banner.jpg": [1920, 560, "0123456789"] });
    render(<SiteImage src="/images/unit/banner.jpg" alt="" sizes="100vw" coverHeight="16rem" />);
    expect(document.querySelector('img[src="/images/unit/banner.jpg"]')).toHaveAttribute(
      "sizes",
      "max(100vw, calc(16rem * 3.429))",
    );
  });

  it("is shown as it is when the build knows nothing of it (the dev server)", () => {
    render(<SiteImage src="/images/unit/unknown.jpg" alt="Reception" sizes="100vw" width={720} height={480} />);
    const img = screen.getByRole("img", { name: "Reception" });
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "720");
    expect(largestVariantOf("/images/unit/unknown.jpg")).toBe("/images/unit/unknown.jpg");
  });
});

describe("an island's pictures", () => {
  const measured = { "/images/unit/island-a.jpg": [1600, 900, "0123abcdef"] as const };

  it("are left out of its props when its markup shows them with their variants, and read back from it", () => {
    rememberImages(measured);
    const { container } = render(<SiteImage src="/images/unit/island-a.jpg" alt="" sizes="100vw" />);
    const html = container.innerHTML;
    expect(imagesNotShownIn(html, measured)).toEqual({});
    expect(imagesNotShownIn("<p>no picture</p>", measured)).toEqual(measured);

    const browser = document.createElement("div");
    browser.innerHTML = html.replace(/island-a/g, "island-b");
    rememberImagesShownIn(browser);
    expect(largestVariantOf("/images/unit/island-b.jpg")).toBe("/sized/images/unit/island-b-1600.0123abcdef.webp");
  });

  it("are not read back from markup whose srcset the measurements would not give", () => {
    const browser = document.createElement("div");
    const srcset = "/sized/images/unit/odd-360.0123abcdef.webp 360w";
    browser.innerHTML = `<img src="/images/unit/odd.jpg" width="10" height="10" srcset="${srcset}">`;
    rememberImagesShownIn(browser);
    expect(largestVariantOf("/images/unit/odd.jpg")).toBe("/images/unit/odd.jpg");
  });
});
