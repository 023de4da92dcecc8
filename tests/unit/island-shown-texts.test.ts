import { fc, it } from "@fast-check/vitest";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { placeIslands } from "../../src/islands/place-islands.ts";
import { islandPropsId } from "../../src/islands/island-markup.ts";
import { withShownTexts } from "../../src/islands/shown-text-reference.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { fixedTestMoment } from "./support/fixed-moment.ts";
import { pagePathsOf, serverEntryFor } from "./support/prerender-with.ts";
import { pageBuildingRuns } from "./support/property-settings.ts";
import { allowedText, textFieldPaths, withValuesAt } from "./support/text-fields.ts";

const parser = new new JSDOM().window.DOMParser();
const manifest = sampleManifest();

/**
 * Each island of each page, its props read back as the browser reads them (written by the build,
 * parsed by an HTML parser, their references read from the parsed markup), beside the props it was
 * drawn from; and how many references the props held.
 */
async function islandsReadBack(site: SiteManifest, paths: string[]) {
  const entry = await serverEntryFor(site);
  const islands: { path: string; drawnFrom: unknown; readBack: unknown }[] = [];
  let references = 0;
  for (const path of paths) {
    const page = await entry.renderPage(path, fixedTestMoment);
    const { html, props } = placeIslands(page.html, page.islands);
    const document = parser.parseFromString(`<!doctype html><div id="root">${html}</div>${props}`, "text/html");
    for (const [index, island] of page.islands.entries()) {
      const written = document.getElementById(islandPropsId(index))?.textContent ?? "";
      references += written.split('"$shown"').length - 1;
      const element = document.querySelector(`[data-island-index="${index}"]`);
      if (!element) throw new Error(`${path} has no island ${index}`);
      islands.push({ path, drawnFrom: island.spec, readBack: withShownTexts(JSON.parse(written), element) });
    }
  }
  return { islands, references };
}

const homePath = "/";
const islandFields = textFieldPaths(manifest).filter((path) => {
  const [routes, route, blocks] = path;
  return routes === "routes" && manifest.routes[Number(route)].path === homePath && blocks === "blocks";
});

/** Texts site.json allows, with what an HTML parser reads back otherwise than written. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 12 }),
      fc.string({ unit: "binary", maxLength: 6 }),
      fc.constantFrom("&", "&amp;", "<", ">", '"', "'", "\r\n", "\r", "\n", "\0", "\ud800", " ", "\u00a0", "ફરીથી"),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""))
  .filter((text) => allowedText.test(text));

describe("an island's props, with the texts its markup shows read back from it", () => {
  test("are the props each island of each page of the sample site was drawn from", async () => {
    const { islands, references } = await islandsReadBack(manifest, pagePathsOf(manifest));
    expect(islands.length).toBeGreaterThan(5);
    // Not one reference would make this test pass without reading any back.
    expect(references).toBeGreaterThan(20);
    for (const { path, drawnFrom, readBack } of islands) expect(readBack, path).toEqual(drawnFrom);
  }, 60_000);

  it.prop([fc.array(trickyText, { minLength: 1, maxLength: 40 })], { numRuns: pageBuildingRuns })(
    "are the props the home page's islands were drawn from, whatever their texts",
    async (texts) => {
      const site = withValuesAt(
        manifest,
        islandFields.map((path, index) => [path, texts[index % texts.length]]),
      );
      const { islands } = await islandsReadBack(site, [homePath]);
      expect(islands.length).toBeGreaterThan(0);
      for (const { drawnFrom, readBack } of islands) expect(readBack).toEqual(drawnFrom);
    },
    pageBuildingRuns * 2_000,
  );
});
