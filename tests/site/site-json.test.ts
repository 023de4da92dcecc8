import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest, reportText } from "../../scripts/manifest/read-manifest.ts";
import { stringsIn } from "../../src/manifest/strings-in.ts";
import { isImagePath } from "../../src/images/image-path.ts";
import { clinicManifest, clinicSite } from "./clinic-site.ts";

describe("the clinic's site.json", () => {
  it("validates: errors fail, warnings are printed and pass", async () => {
    const report = await readManifest(clinicSite.manifestFile, clinicSite.publicDir);
    if (report.warnings.length) console.warn(reportText({ ...report, errors: [] }));
    expect(report.errors).toEqual([]);
  });

  it("names only pictures that are files in its public folder", () => {
    const pictures = [...stringsIn(clinicManifest())].map(({ value }) => value).filter(isImagePath);
    const missing = pictures.filter((picture) => !existsSync(join(clinicSite.publicDir, picture)));
    expect(missing).toEqual([]);
  });
});
