import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
import { linkPlaces, withLinkTo } from "../../../editor/app/state/link-offer.ts";

const site = {
  site: { header: { nav: [{ label: "Home", href: "/" }] }, footer: { quickLinks: [] } },
  routes: [
    { path: "/", blocks: [] },
    {
      path: "/services/gym",
      title: "Gym",
      blocks: [
        { type: "pageBanner", title: "Gym" },
        { type: "cardGrid", cards: [{ title: "Yoga", href: "/services/gym/yoga", linkLabel: "Learn More" }] },
      ],
    },
  ],
} as unknown as JsonObject;
const pilates = { path: "/services/gym/pilates", title: "Pilates" };

describe("the links offered for a new page", () => {
  it("are the menu, the footer, and a card on the listing above it when it has a card grid", () => {
    expect(linkPlaces(site, pilates.path)).toEqual([
      { kind: "menu" },
      { kind: "footer" },
      { kind: "listing", routeIndex: 1, blockIndex: 1, pageTitle: "Gym", pagePath: "/services/gym" },
    ]);
    expect(linkPlaces(site, "/knee-care")).toEqual([{ kind: "menu" }, { kind: "footer" }]);
    expect(linkPlaces(site, "/services/spa/sauna")).toEqual([{ kind: "menu" }, { kind: "footer" }]);
  });

  it("each add one link, the card written like the listing's other cards", () => {
    const [menu, footer, listing] = linkPlaces(site, pilates.path);
    const nav = (withLinkTo(site, menu, pilates).site as { header: { nav: unknown[] } }).header.nav;
    expect(nav).toEqual([
      { label: "Home", href: "/" },
      { label: "Pilates", href: "/services/gym/pilates" },
    ]);
    const quick = (withLinkTo(site, footer, pilates).site as { footer: { quickLinks: unknown[] } }).footer.quickLinks;
    expect(quick).toEqual([{ label: "Pilates", href: "/services/gym/pilates" }]);
    const routes = withLinkTo(site, listing, pilates).routes as { blocks: { cards?: unknown[] }[] }[];
    expect(routes[1].blocks[1].cards).toEqual([
      { title: "Yoga", href: "/services/gym/yoga", linkLabel: "Learn More" },
      { title: "Pilates", href: "/services/gym/pilates", linkLabel: "Learn More" },
    ]);
    expect(routes[1].blocks[0]).toBe((site.routes as { blocks: unknown[] }[])[1].blocks[0]);
  });
});
