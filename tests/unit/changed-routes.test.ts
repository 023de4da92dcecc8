import { describe, expect, it } from "vitest";
import { changedRoutes } from "../../scripts/incremental/changed-routes.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";

const indexOf = (manifest: SiteManifest, path: string) => manifest.routes.findIndex((route) => route.path === path);

function edited(change: (manifest: SiteManifest) => void): SiteManifest {
  const manifest = sampleManifest();
  change(manifest);
  return manifest;
}

describe("which pages a new site.json changes, when only some pages need building again", () => {
  it("none, when nothing changed", () => {
    expect(changedRoutes(sampleManifest(), sampleManifest())).toEqual([]);
  });

  it("the pages whose blocks changed, and only those", () => {
    const next = edited((manifest) => {
      const about = manifest.routes[indexOf(manifest, "/about")];
      if (about.blocks[0].type === "pageBanner") about.blocks[0].title = "About the centre";
      manifest.routes[indexOf(manifest, "/contact")].blocks.reverse();
    });
    expect(changedRoutes(sampleManifest(), next)).toEqual(
      [indexOf(next, "/about"), indexOf(next, "/contact")].sort((a, b) => a - b),
    );
  });

  it("every page, when the header, footer or contact details change", () => {
    expect(
      changedRoutes(
        sampleManifest(),
        edited((manifest) => (manifest.site.name += " Clinic")),
      ),
    ).toBeUndefined();
  });

  it("every page, when a page is added, removed, moved or retitled", () => {
    const extra = edited((manifest) => manifest.routes.push({ ...manifest.routes[1], path: "/services/pilates" }));
    expect(changedRoutes(sampleManifest(), extra)).toBeUndefined();
    expect(
      changedRoutes(
        sampleManifest(),
        edited((manifest) => manifest.routes.pop()),
      ),
    ).toBeUndefined();
    expect(
      changedRoutes(
        sampleManifest(),
        edited((manifest) => manifest.routes.reverse()),
      ),
    ).toBeUndefined();
    const retitled = edited((manifest) => (manifest.routes[indexOf(manifest, "/about")].title = "Who we are"));
    expect(changedRoutes(sampleManifest(), retitled)).toBeUndefined();
  });

  it("every page, when a pattern page changes, or a link leads to a pattern page not linked before", () => {
    const doctor = edited((manifest) => manifest.routes[indexOf(manifest, "/doctors/:doctorId")].blocks.pop());
    expect(changedRoutes(sampleManifest(), doctor)).toBeUndefined();
    const newLink = edited((manifest) => {
      const about = manifest.routes[indexOf(manifest, "/about")];
      about.blocks.push({
        type: "callToAction",
        title: "Meet Dr New",
        cta: { label: "Meet", href: "/doctors/dr-new" },
      });
    });
    expect(changedRoutes(sampleManifest(), newLink)).toBeUndefined();
  });
});
