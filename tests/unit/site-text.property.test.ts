import { fc, it } from "@fast-check/vitest";
import { beforeAll, describe, expect } from "vitest";
import { formatPath, type JsonPath } from "../../scripts/manifest/json-source.ts";
import { richTextsIn } from "../../scripts/manifest/rich-texts-in.ts";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { escapeRichText } from "../../src/text/rich-text.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { pageBuildingRuns } from "./support/property-settings.ts";
import { pagePathsOf, pageStrings, prerenderWith } from "./support/prerender-with.ts";
import { allowedText, textFieldPaths, withValuesAt, withValueAt } from "./support/text-fields.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";

const manifest = sampleManifest();
const fields = textFieldPaths(manifest);
const richTexts = new Set([...richTextsIn(manifest)].map(({ path }) => formatPath(path)));
// Letters only: digits in a phone item's text would make it a link.
const marker = (index: number) =>
  `Mk${[...String(index).padStart(4, "0")].map((digit) => "abcdefghij"[Number(digit)]).join("")}kM`;

/**
 * Any text site.json allows: random characters of every kind, mixed with what HTML, templates and String.replace treat
 * specially.
 */
const siteText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 8 }),
      fc.string({ unit: "binary", maxLength: 8 }),
      fc.constantFrom(
        "$'",
        "$&",
        "$`",
        "$$",
        "$1",
        '"',
        "'",
        "<",
        ">",
        "&",
        "&amp;",
        "<script>",
        "</script>",
        "<!--",
        "-->",
        "%PAGE_TITLE%",
        "<!--page-head-->",
        "\n",
        "\t",
        " ",
        "\u00a0",
        "\u2028",
        "₹",
      ),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(""))
  .filter((text) => allowedText.test(text));

const preselected: Record<string, string> = { reasons: "defaultReason", departments: "defaultDepartment" };

/**
 * The manifest with one text changed, as an editor changes it: renaming a form's preselected choice renames the
 * preselection too.
 */
function withText(path: JsonPath, text: string): SiteManifest {
  // A rich text's stars and brackets are markers: written escaped, they read back as themselves.
  const changed = withValueAt(manifest, path, richTexts.has(formatPath(path)) ? escapeRichText(text) : text);
  const [list, index] = path.slice(-2);
  const defaultKey = preselected[String(list)];
  if (!defaultKey) return changed;
  type Node = Record<string | number, unknown>;
  const block = path.slice(0, -2).reduce<Node>((node, key) => node[key] as Node, manifest as unknown as Node);
  if (block[defaultKey] !== (block[list] as string[])[index as number]) return changed;
  return withValueAt(changed, [...path.slice(0, -2), defaultKey], text);
}

/** A text field, and one page the build writes that shows it. */
interface ShownField {
  path: JsonPath;
  page: string;
}

describe("any text in any text field of site.json", () => {
  let shown: ShownField[] = [];

  // Which page shows which field: every field gets a marker of its own, then every page is built once.
  beforeAll(async () => {
    const marked = withValuesAt(
      manifest,
      fields.map((path, index) => [path, marker(index)]),
    );
    const pages = await prerenderWith(marked, pagePathsOf(marked));
    const said = [...pages].map(([page, html]) => ({ page, strings: pageStrings(html).join("\n") }));
    shown = fields.flatMap((path, index) => {
      const first = said.find(({ strings }) => strings.includes(marker(index)));
      return first ? [{ path, page: first.page }] : [];
    });
  }, 120_000);

  // All but what shows only after a visitor acts (a form's messages) or is no text of its own (a preselected choice).
  it("is found on the built pages for nearly every field", () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(shown.length).toBeGreaterThan(fields.length * 0.9);
  });

  it.prop([fc.nat(), siteText], { numRuns: pageBuildingRuns })(
    "passes validation, builds, and comes out of the page and its head exactly as written, where the field shows",
    async (pick, text) => {
      const { path, page } = shown[pick % shown.length];
      const changed = withText(path, text);
      expect((await validateManifest("site.json", `${JSON.stringify(changed, null, 2)}\n`)).errors).toEqual([]);

      const withMarker = (await prerenderWith(withText(path, "MkaaaakM"), [page])).get(page) ?? "";
      const written = (await prerenderWith(changed, [page])).get(page) ?? "";
      const expected = pageStrings(withMarker).map((said) => said.replaceAll("MkaaaakM", () => text));
      expect(pageStrings(written), `${formatPath(path)} on ${page}`).toEqual(expected);
    },
    pageBuildingRuns * 2_000,
  );
});
