import { describe, expect, it } from "vitest";
import { isShipped, namedPublicFiles } from "../../scripts/images/named-public-files.ts";

describe("the files of public/images a site ships", () => {
  const manifest = {
    site: {
      footer: {
        about: "Read our [price list](/images/prices.pdf).",
        quickLinks: [{ label: "Leaflet", href: "/images/leaflets/knee%20care.pdf#page=2" }],
      },
    },
    routes: [
      { path: "/", blocks: [{ type: "pageBanner", title: "Hi", image: "/images/banners/home.jpg" }] },
      {
        path: "/about",
        blocks: [{ type: "cardGrid", cards: [{ title: "Us", href: "/about", image: "/images/a.webp" }] }],
      },
    ],
  };
  const named = namedPublicFiles(manifest);

  it("are the pictures it names and the files its links lead to (inside rich text too), by their decoded names", () => {
    expect([...named].sort()).toEqual([
      "/images/a.webp",
      "/images/banners/home.jpg",
      "/images/leaflets/knee care.pdf",
      "/images/prices.pdf",
    ]);
  });

  it("leave out a picture no page names, and never a file outside images/", () => {
    expect(isShipped("/images/banners/home.jpg", named)).toBe(true);
    expect(isShipped("/images/uploads/old.jpg", named)).toBe(false);
    expect(isShipped("/favicon.svg", named)).toBe(true);
  });
});
