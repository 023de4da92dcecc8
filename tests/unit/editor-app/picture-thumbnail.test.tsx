// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PictureInput } from "../../../editor/app/fields/PictureInput.tsx";

function thumbnailOf(value: string): string | null {
  const { container, unmount } = render(
    <PictureInput
      spec={{ kind: "picture" }}
      inputId="picture"
      labelledBy="picture-label"
      value={value}
      onChange={() => {}}
      readOnly={false}
      invalid={false}
    />,
  );
  const source = container.querySelector("img.ed-picture__thumb")?.getAttribute("src") ?? null;
  unmount();
  return source;
}

describe("the editor's picture field", () => {
  it.each(["/images/a/b.WEBP", "/images/a/b.Jpeg", "/images/gallery/physio-1.jpg"])(
    "shows %j, an image path, as a thumbnail",
    (path) => {
      expect(thumbnailOf(path)).toBe(path);
    },
  );

  it.each(["", "/images/a/../../site.jpg", "https://example.com/images/a.jpg", "/pictures/a.jpg", "/images/a.svg"])(
    "shows no thumbnail for %j, which is no image path",
    (path) => {
      expect(thumbnailOf(path)).toBeNull();
    },
  );
});
