// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { iconSpriteText } from "../../scripts/vite/icon-sprite-plugin.ts";
import { Icon } from "../../src/icons/Icon.tsx";
import { iconSet, type IconId } from "../../src/icons/icon-set.ts";

const sprite = new DOMParser().parseFromString(iconSpriteText(), "image/svg+xml");
const symbols = [...sprite.querySelectorAll("symbol")];

describe("the site's icon file", () => {
  it("holds one symbol for each icon, named by its id, with its view box and a drawing", () => {
    expect(sprite.querySelector("parsererror")).toBeNull();
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual(Object.keys(iconSet).sort());
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox"), symbol.id).toMatch(/^\d+ \d+ \d+ \d+$/);
      expect(symbol.querySelector("path, circle, line, polyline, polygon, rect"), symbol.id).not.toBeNull();
    }
  });

  it("keeps each icon's stroke and fill, and leaves its size to the page", () => {
    const phone = symbols.find((symbol) => symbol.id === "phone");
    expect([phone?.getAttribute("fill"), phone?.getAttribute("stroke")]).toEqual(["none", "currentColor"]);
    expect(symbols.find((symbol) => symbol.id === "facebook")?.getAttribute("fill")).toBe("currentColor");
    for (const symbol of symbols)
      expect([symbol.getAttribute("width"), symbol.getAttribute("height")]).toEqual([null, null]);
  });
});

describe("an icon on a page", () => {
  it("names its symbol in the icon file, sized as text, hidden from screen readers", () => {
    const id: IconId = "whatsapp";
    const { container } = render(<Icon id={id} className="contact-icon" />);
    const svg = container.querySelector("svg");
    expect(svg?.outerHTML).toMatch(
      /^<svg class="contact-icon" width="1em" height="1em" aria-hidden="true"><use href="\/assets\/icons-[0-9a-f]{10}\.svg#whatsapp"><\/use><\/svg>$/,
    );
  });
});
