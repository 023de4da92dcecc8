import { describe, expect, it } from "vitest";
import { puckToRoute, routeToPuck } from "../../../editor/app/data/page-data.ts";
import { puckToSite, siteToPuck } from "../../../editor/app/data/settings-data.ts";
import { editorSpecs } from "../../../editor/shared/schema/editor-specs.ts";
import type { JsonObject } from "../../../editor/shared/schema/json-value.ts";
import { siteSchema } from "../../../editor/shared/schema/site-schema.ts";
import { sampleManifestText } from "../../fixtures/sample-site.ts";

const manifest = JSON.parse(sampleManifestText()) as { site: JsonObject; routes: JsonObject[] };
const specs = editorSpecs(siteSchema);

describe("site.json -> Puck data -> site.json", () => {
  it.each(manifest.routes.map((route) => [route.path, route] as const))(
    "is the identity for the page %s, key order included",
    (_path, route) => {
      const back = puckToRoute(routeToPuck(route), specs, route);
      expect(JSON.stringify(back, null, 2)).toBe(JSON.stringify(route, null, 2));
    },
  );

  it("is the identity for the site's settings", () => {
    expect(JSON.stringify(puckToSite(siteToPuck(manifest.site), specs), null, 2)).toBe(
      JSON.stringify(manifest.site, null, 2),
    );
  });

  it("never writes Puck's block ids", () => {
    const about = manifest.routes.find((route) => route.path === "/about") as JsonObject;
    const data = routeToPuck(about);
    expect(data.content.every((item) => typeof item.props.id === "string")).toBe(true);
    expect(JSON.stringify(puckToRoute(data, specs, about))).not.toMatch(/"id":\s*"block-/);
  });
});

describe("Puck data -> site.json after editing", () => {
  const about = manifest.routes.find((route) => route.path === "/about") as JsonObject;

  it("leaves out an optional text the editor emptied, and an optional button with nothing in it", () => {
    const data = routeToPuck(about);
    const banner = data.content[0];
    if (!banner) throw new Error("/about has no blocks");
    banner.props = { ...banner.props, text: "", cta: { label: "", href: "" } };
    const written = puckToRoute(data, specs, about).blocks as JsonObject[];
    expect(written[0]).not.toHaveProperty("text");
    expect(written[0]).not.toHaveProperty("cta");
  });

  it("keeps an emptied required field, empty, so the validator can name it", () => {
    const data = routeToPuck(about);
    const banner = data.content[0];
    if (!banner) throw new Error("/about has no blocks");
    banner.props = { ...banner.props, title: "" };
    expect((puckToRoute(data, specs, about).blocks as JsonObject[])[0]?.title).toBe("");
  });

  it("writes a new page setting the editor filled in, and a moved block in its new place", () => {
    const data = routeToPuck(about);
    data.root.props = { ...data.root.props, heading: "About the centre" };
    data.content.reverse();
    const written = puckToRoute(data, specs, about);
    expect(written.heading).toBe("About the centre");
    expect((written.blocks as JsonObject[]).map((block) => block.type)).toEqual(
      (about.blocks as JsonObject[]).map((block) => block.type).reverse(),
    );
  });
});
