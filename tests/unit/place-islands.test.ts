// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { placeIslands } from "../../src/islands/place-islands.ts";
import type { RenderedIsland } from "../../src/islands/render-islands.ts";

const odd = 'Consultation </script><script>alert(1)</script> <!-- $& "quoted" ₹500';

const island: RenderedIsland = {
  spec: {
    name: "addressBreadcrumb",
    prerenderedPath: `/doctors/${odd}`,
    prefix: "",
    words: { breadcrumb: "Breadcrumb", home: "Home" },
  },
  start: "load",
  html: "<nav>crumbs</nav>",
};

describe("islands placed in a page", () => {
  it("carry any text in their props as data: nothing in it can close the data block or run", () => {
    const placed = placeIslands('<main><template data-island-slot="0"></template></main>', [island]);
    document.body.innerHTML = placed.html + placed.props;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(JSON.parse(document.getElementById("island-0")?.textContent ?? "")).toEqual(island.spec);
    expect(document.querySelector(".island[data-island='addressBreadcrumb']")?.innerHTML).toBe(island.html);
  });

  it("stop the build when the page's markup has no slot for an island", () => {
    expect(() => placeIslands("<main></main>", [island])).toThrow("island slot 0");
  });
});
