import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText } from "./fixtures/minimal-manifest.ts";

type Manifest = Parameters<NonNullable<Parameters<typeof manifestText>[0]>>[0];
type Route = Manifest["routes"][number];

const pilates: Route = {
  path: "/services/gym/pilates",
  blocks: [{ type: "article", title: "Pilates", paragraphs: ["Core strength."] }],
};

async function unlinkedPages(edit: (manifest: Manifest) => void): Promise<string[]> {
  const { errors, warnings } = await validateManifest("site.json", manifestText(edit));
  expect(errors).toEqual([]);
  return warnings.flatMap((warning) => warning.match(/No page links to "([^"]+)"/)?.[1] ?? []);
}

describe("a page no page links to", () => {
  it("is a warning at its path, in words, with where a link could go", async () => {
    const text = manifestText((m) => m.routes.push(pilates));
    const { warnings } = await validateManifest("site.json", text);
    expect(warnings).toContainEqual(
      expect.stringContaining(
        'routes[4].path: No page links to "/services/gym/pilates", so visitors find it only by typing its address.\n' +
          "    hint: Link to it from the menu or the footer (Site settings)",
      ),
    );
  });

  it("is not one once the menu, the footer or a card on another page links to it", async () => {
    expect(await unlinkedPages((m) => m.routes.push(pilates))).toEqual(["/services/gym/pilates"]);
    expect(
      await unlinkedPages((m) => {
        m.routes.push(pilates);
        m.site.header.nav.push({ label: "Pilates", href: "/services/gym/pilates" });
      }),
    ).toEqual([]);
    expect(
      await unlinkedPages((m) => {
        m.routes.push(pilates);
        m.site.footer.quickLinks.push({ label: "Pilates", href: "/services/gym/pilates/" });
      }),
    ).toEqual([]);
    expect(
      await unlinkedPages((m) => {
        m.routes.push(pilates);
        const gym = m.routes[2].blocks[0] as { cards: { title: string; href: string; linkLabel: string }[] };
        gym.cards.push({ title: "Pilates", href: "/services/gym/pilates", linkLabel: "Learn More" });
      }),
    ).toEqual([]);
  });

  it("counts no link of a page to itself, but counts the breadcrumb of a page under it", async () => {
    const selfLinked: Route = {
      path: pilates.path,
      blocks: [{ type: "cardGrid", cards: [{ title: "Pilates", href: "/services/gym/pilates", linkLabel: "Again" }] }],
    };
    expect(await unlinkedPages((m) => m.routes.push(selfLinked))).toEqual(["/services/gym/pilates"]);
    // /services has no link but /services/gym, under it, shows "Services" in its breadcrumb.
    const services: Route = {
      path: "/services",
      blocks: [{ type: "article", title: "Services", paragraphs: ["All."] }],
    };
    expect(await unlinkedPages((m) => m.routes.push(services))).toEqual([]);
  });

  it("never the home page, where visitors arrive", async () => {
    expect(
      await unlinkedPages((m) => {
        m.site.header.nav = m.site.header.nav.filter((link) => link.href !== "/");
      }),
    ).toEqual([]);
  });
});
