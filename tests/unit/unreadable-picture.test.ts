import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readBuildProblem, UnreadablePicture, writeBuildProblem } from "../../scripts/build-problem.ts";
import { minimalManifest } from "./fixtures/minimal-manifest.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

describe("a picture the build cannot read", () => {
  const problem = new UnreadablePicture("/images/banner.jpg", "VipsJpeg: premature end of JPEG image");

  it("is said in plain words first, naming the pages that show it, the decoder's words last", () => {
    const said = problem.on(minimalManifest as unknown as SiteManifest);
    expect(said).toMatch(
      /^The picture \/images\/banner\.jpg, shown on “Home” \(\/\), cannot be read: it may be damaged/,
    );
    expect(said.endsWith("What the picture library said: VipsJpeg: premature end of JPEG image")).toBe(true);
  });

  it("names a page of a site in several languages by its title in the default language", () => {
    const manifest = structuredClone(minimalManifest) as unknown as SiteManifest;
    manifest.site.languages = [
      { code: "gu", name: "ગુજરાતી" },
      { code: "en", name: "English" },
    ];
    manifest.routes[0].title = { en: "Welcome", gu: "સ્વાગત" };
    expect(problem.on(manifest)).toMatch(/^The picture \/images\/banner\.jpg, shown on “સ્વાગત” \(\/\), cannot be read/);
  });

  it("is handed to the editor service as data: the picture, and the words naming its pages", () => {
    const file = join(mkdtempSync(join(tmpdir(), "build-problem-")), "build-problem.json");
    expect(readBuildProblem(file)).toBeUndefined();
    writeBuildProblem(file, problem.record(minimalManifest as unknown as SiteManifest));
    expect(readBuildProblem(file)).toEqual({
      kind: "unreadable-picture",
      picture: "/images/banner.jpg",
      message: problem.on(minimalManifest as unknown as SiteManifest),
    });
  });
});
