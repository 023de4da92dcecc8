import { describe, expect, it } from "vitest";
import { richTextsIn } from "../../scripts/manifest/rich-texts-in.ts";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { parseRichText } from "../../src/text/rich-text.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

type Manifest = Parameters<NonNullable<Parameters<typeof manifestText>[0]>>[0];

/** The manifest with the /about article's paragraphs replaced. */
const withParagraph = (...paragraphs: string[]) =>
  manifestText((m: Manifest) => {
    (m.routes[1].blocks[0] as { paragraphs: string[] }).paragraphs = paragraphs;
  });

describe("rich texts of site.json", () => {
  it("of the sample site all read as plain text, exactly as written, and are the fields the schema marks", () => {
    const found = [...richTextsIn(sampleManifest())];
    expect(found.length).toBeGreaterThan(200);
    for (const { value } of found)
      expect(parseRichText(value)).toEqual({ nodes: [{ kind: "text", text: value }], links: [], problems: [] });
    const kinds = new Set(found.map(({ path }) => path.filter((part) => typeof part === "string").join(".")));
    expect(kinds).toEqual(
      new Set([
        "site.footer.about",
        "site.notices.text",
        "routes.blocks.intro",
        "routes.blocks.paragraphs",
        "routes.blocks.items.text",
        "routes.blocks.list",
        "routes.blocks.people.description",
        "routes.blocks.doctors.description",
        "routes.blocks.description",
        "routes.blocks.text",
      ]),
    );
  });

  it("an unclosed bold is an error at its stars, counted past the JSON escapes before it, with a hint", async () => {
    // JSON writes the quotes and the tab as \" and \t: two characters of the file for one of the text.
    const text = withParagraph('He said "hi"\tand **call now');
    const { errors } = await validateManifest("site.json", text);
    expect(errors).toEqual([
      `site.json:${positionOf(text, "**call now")}  routes[1].blocks[0].paragraphs[0] (article): ` +
        "The bold started with ** here is never closed.\n" +
        "    hint: Close the bold with ** after its last word, or write \\* for a star.",
    ]);
  });

  it("a link the link rule or the link pattern refuses is an error at its address", async () => {
    const text = withParagraph("Read [this](//evil.example).", "Or [call](tel:abc).");
    const { errors } = await validateManifest("site.json", text);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(`site.json:${positionOf(text, "//evil.example")}  routes[1].blocks[0].paragraphs[0]`);
    expect(errors[0]).toContain("starts with //, which leads to another site.");
    expect(errors[1]).toContain(`site.json:${positionOf(text, "tel:abc")}  routes[1].blocks[0].paragraphs[1]`);
    expect(errors[1]).toContain("hint: Not an allowed link.");
  });

  it("a link inside a rich text to no page is a warning at it, and a page it leads to is no orphan", async () => {
    const broken = withParagraph("See our [gym](/services/gim).");
    const { errors, warnings } = await validateManifest("site.json", broken);
    expect(errors).toEqual([]);
    expect(warnings).toContainEqual(
      `site.json:${positionOf(broken, "/services/gim")}  routes[1].blocks[0].paragraphs[0] (article): ` +
        'The link "/services/gim" goes to no page of the site; visitors will see the 404 page.\n' +
        '    hint: Did you mean "/services/gym"?',
    );

    const orphan = (paragraph: string) =>
      manifestText((m: Manifest) => {
        (m.routes[1].blocks[0] as { paragraphs: string[] }).paragraphs = [paragraph];
        m.routes.push({ path: "/pilates", blocks: [{ type: "article", title: "Pilates", paragraphs: ["Core."] }] });
      });
    const unlinked = async (text: string) =>
      (await validateManifest("site.json", text)).warnings.filter((w) => w.includes('No page links to "/pilates"'));
    expect(await unlinked(orphan("Plain words."))).toHaveLength(1);
    expect(await unlinked(orphan("Try **[pilates](/pilates)**."))).toEqual([]);
  });

  it("leaves plain fields plain: stars in a title are no markers", async () => {
    const text = manifestText((m: Manifest) => {
      (m.routes[1].blocks[0] as { title: string }).title = "**Open";
    });
    expect((await validateManifest("site.json", text)).errors).toEqual([]);
  });
});
