import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

const check = (text: string, options: { publicDir?: string } = {}) => validateManifest("site.json", text, options);

/** The minimal manifest with one more footer link; its own card link to /services/gym/yoga is left out. */
function withLink(href: string): string {
  return manifestText((m) => {
    (m.routes[2].blocks[0] as { cards: { href: string }[] }).cards[0].href = "/services/gym";
    m.site.footer.quickLinks.push({ label: "Link", href });
  });
}

describe("a link is checked as the server and the app read it: its path decoded once", () => {
  it.each(["/doctors/%E0%A4%A", "/doctors/%", "/%zz"])(
    "%s cannot be decoded: a warning in plain words, as visitors get the 404 page",
    async (href) => {
      const text = withLink(href);
      const report = await check(text);
      expect(report.errors).toEqual([]);
      expect(report.warnings).toEqual([
        `site.json:${positionOf(text, JSON.stringify(href))}  site.footer.quickLinks[1].href: ` +
          `The link "${href}" is not a valid address; visitors will see the 404 page.\n` +
          "    hint: A % in a link starts a code of two hex digits, such as %20 for a space; " +
          "write %25 for the % sign itself.",
      ]);
    },
  );

  // Escaped bytes that are no UTF-8 (%E0 alone) read as U+FFFD, as nginx serves them: a doctor's page.
  it.each(["/%61bout", "/about%2F", "/services/%67ym?x=%E0#top", "/doctors/100%25", "/doctors/a%3Fb", "/doctors/%E0"])(
    "%s is the address of a page: no warning",
    async (href) => {
      expect((await check(withLink(href))).warnings).toEqual([]);
    },
  );

  it("a decoded link that is no page is named as written, with the closest page", async () => {
    const text = withLink("/%61buot");
    expect((await check(text)).warnings).toEqual([
      `site.json:${positionOf(text, '"/%61buot"')}  site.footer.quickLinks[1].href: ` +
        'The link "/%61buot" goes to no page of the site; visitors will see the 404 page.\n' +
        '    hint: Did you mean "/about"?',
    ]);
  });
});

describe("a link to a file under /images/", () => {
  /** A public folder inside a folder of its own, so that a file beside it stays in this test's reach. */
  function publicFolder(): string {
    const publicDir = join(mkdtempSync(join(tmpdir(), "site-")), "public");
    mkdirSync(join(publicDir, "images", "leaflets"), { recursive: true });
    return publicDir;
  }

  it("is a warning when the file is not in the public folder, saying where it looked", async () => {
    const text = withLink("/images/brochure.pdf");
    const report = await check(text, { publicDir: publicFolder() });
    expect(report.warnings).toEqual([
      `site.json:${positionOf(text, '"/images/brochure.pdf"')}  site.footer.quickLinks[1].href: ` +
        'The link "/images/brochure.pdf" leads to no file (looked for public/images/brochure.pdf); ' +
        "visitors will see the 404 page.\n" +
        "    hint: Put the file there under that name, or correct the link.",
    ]);
  });

  it("inside a rich text is a warning at its address too, a picture's file included", async () => {
    const text = manifestText((m) => {
      (m.routes[2].blocks[0] as { cards: { href: string }[] }).cards[0].href = "/services/gym";
      m.site.footer.about = "See the [price list](/images/prices.jpg).";
    });
    const report = await check(text, { publicDir: publicFolder() });
    expect(report.warnings).toEqual([
      `site.json:${positionOf(text, "/images/prices.jpg")}  site.footer.about: ` +
        'The link "/images/prices.jpg" leads to no file (looked for public/images/prices.jpg); ' +
        "visitors will see the 404 page.\n" +
        "    hint: Put the file there under that name, or correct the link.",
    ]);
  });

  it("is fine when the file is there, found by its decoded name as the server finds it", async () => {
    const publicDir = publicFolder();
    writeFileSync(join(publicDir, "images", "brochure.pdf"), "%PDF-1.4");
    writeFileSync(join(publicDir, "images", "price list.pdf"), "%PDF-1.4");
    for (const href of ["/images/brochure.pdf", "/images/brochure.pdf#page=2", "/images/price%20list.pdf"])
      expect((await check(withLink(href), { publicDir })).warnings, href).toEqual([]);
  });

  it.each(["/images/leaflets", "/images/../../secret.pdf"])(
    "%s, a folder or a file outside the public folder, is no file the server sends: a warning",
    async (href) => {
      const publicDir = publicFolder();
      writeFileSync(join(publicDir, "..", "secret.pdf"), "outside");
      expect((await check(withLink(href), { publicDir })).warnings).toHaveLength(1);
    },
  );

  it("is not checked without a public folder", async () => {
    expect((await check(withLink("/images/brochure.pdf"))).warnings).toEqual([]);
  });
});
