import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { sampleManifestText } from "../fixtures/sample-site.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

const check = (text: string, options = {}) => validateManifest("site.json", text, options);

describe("a valid manifest", () => {
  it("passes with no errors and hands back the data", async () => {
    const report = await check(manifestText());
    expect(report.errors).toEqual([]);
    expect(report.manifest?.routes).toHaveLength(4);
  });
});

describe("schema errors name the file, line, column, JSON path, block type and a plain message", () => {
  it("a misspelt block type suggests the closest known type and lists them all", async () => {
    const text = manifestText((m) => (m.routes[2].blocks[0].type = "cardGird"));
    const [error] = (await check(text)).errors;
    expect(error).toContain(
      `site.json:${positionOf(text, '"cardGird"')}  routes[2].blocks[0].type (cardGird): ` +
        'Unknown block type "cardGird".',
    );
    expect(error).toContain('Did you mean "cardGrid"?');
    expect(error).toMatch(/Known types: .*"pageBanner".*"article"/);
  });

  it("a missing required field points at the object that lacks it", async () => {
    const text = manifestText((m) => delete (m.routes[1].blocks[0] as { title?: string }).title);
    const errors = (await check(text)).errors;
    expect(errors).toEqual([
      `site.json:${positionOf(text, "{", '"heading": "About"')}  routes[1].blocks[0] (article): ` +
        'Missing required property "title".',
    ]);
  });

  it("a number where text belongs says what was expected and what was found", async () => {
    const text = manifestText((m) => ((m.routes[0].blocks[0] as { title: unknown }).title = 42));
    expect((await check(text)).errors).toEqual([
      `site.json:${positionOf(text, "42")}  routes[0].blocks[0].title (pageBanner): ` +
        "Expected text (in double quotes), found a number.",
    ]);
  });

  it("an unknown property points at its name and lists the allowed ones", async () => {
    const text = manifestText((m) => Object.assign(m.routes[1].blocks[0], { subtitel: "x" }));
    const [error] = (await check(text)).errors;
    expect(error).toContain(
      `site.json:${positionOf(text, '"subtitel"')}  routes[1].blocks[0].subtitel (article): ` +
        'Unknown property "subtitel".',
    );
    expect(error).toContain('Allowed here: "image", "title", "paragraphs".');
  });

  it("reports every error at once, in the order they appear in the file", async () => {
    const text = manifestText((m) => {
      m.site.name = "";
      m.routes[2].blocks[0].type = "cardGird";
      (m.routes[0].blocks[0] as { title: unknown }).title = 42;
    });
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("site.name: Write some text: it cannot be empty or spaces only");
    expect(errors[1]).toContain("routes[0].blocks[0].title (pageBanner)");
    expect(errors[2]).toContain("routes[2].blocks[0].type (cardGird)");
  });

  it("an unsafe link is refused with the forms that are allowed", async () => {
    const text = manifestText((m) => (m.site.header.nav[1].href = "javascript:alert(1)"));
    expect((await check(text)).errors).toEqual([
      `site.json:${positionOf(text, '"javascript:alert(1)"')}  site.header.nav[1].href: ` +
        'The link "javascript:alert(1)" is not an allowed link.\n' +
        "    hint: Use a page of this site such as /about, a full https:// address, mailto:, tel: or #.",
    ]);
  });

  it("a web address typed without https:// is refused with the address that was most likely meant", async () => {
    const text = manifestText((m) => (m.site.header.nav[1].href = "www.sahaj-health.example/contact"));
    expect((await check(text)).errors).toEqual([
      `site.json:${positionOf(text, '"www.sahaj-health.example/contact"')}  site.header.nav[1].href: ` +
        'The link "www.sahaj-health.example/contact" is not an allowed link.\n' +
        '    hint: Did you mean "https://www.sahaj-health.example/contact"? ' +
        "Another site's address starts with https://.",
    ]);
  });

  it("a protocol-relative link to another site is refused", async () => {
    const text = manifestText((m) => (m.site.header.nav[1].href = "//evil.example/about"));
    expect((await check(text)).errors).toHaveLength(1);
  });

  it("a phone number in the wrong form explains the expected form", async () => {
    const text = manifestText((m) => (m.site.contact.phones[0] = "+91 98765 43210"));
    expect((await check(text)).errors[0]).toContain(
      "site.contact.phones[0]: Write the phone number as 10 digits starting with 6, 7, 8 or 9",
    );
  });
});

describe("syntax errors", () => {
  it("a missing comma is reported at its line and column without a crash", async () => {
    const text = manifestText().replace('"Test Clinic",', '"Test Clinic"');
    const { errors, manifest } = await check(text);
    expect(manifest).toBeUndefined();
    expect(errors[0]).toBe(`site.json:${positionOf(text, '"location"')}  A comma is missing between two entries.`);
  });

  it("a trailing comma is an error, as JSON does not allow it", async () => {
    const text = manifestText().replace('"publicKey": "k"', '"publicKey": "k",');
    expect((await check(text)).errors[0]).toMatch(
      /^site\.json:\d+:\d+ {2}A property name in double quotes is expected here/,
    );
  });
});

describe("checks beyond the schema", () => {
  it("two routes with one path is an error at the second", async () => {
    const text = manifestText((m) =>
      m.routes.push({
        path: "/about",
        blocks: [{ type: "article", title: "Again", paragraphs: ["Twice."] }],
      } as (typeof m.routes)[number]),
    );
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('routes[4].path: Two pages have the path "/about"; the other is routes[1].');
  });

  it("a page whose path is, or starts with, another language's prefix is an error there, in words", async () => {
    const article = { type: "article", title: "Hi", paragraphs: ["Hello."] };
    const text = manifestText((m) => {
      (m.site as { languages?: unknown }).languages = [
        { code: "en", name: "English" },
        { code: "gu", name: "ગુજરાતી" },
        { code: "hi", name: "हिन्दी" },
      ];
      for (const path of ["/hi", "/gu/about", "/guide"])
        m.routes.push({ path, blocks: [article] } as (typeof m.routes)[number]);
    });
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(
      `site.json:${positionOf(text, '"/hi"')}  routes[4].path: The address /hi belongs to the pages in हिन्दी: ` +
        "visitors would get the home page in हिन्दी instead of this one.",
    );
    expect(errors[1]).toContain("routes[5].path: The address /gu/about belongs to the pages in ગુજરાતી");
  });

  it("on a site of one language, a path like another language's prefix is an ordinary page", async () => {
    const text = manifestText((m) =>
      m.routes.push({
        path: "/gu",
        blocks: [{ type: "article", title: "Gujarat", paragraphs: ["Our state."] }],
      } as (typeof m.routes)[number]),
    );
    expect((await check(text)).errors).toEqual([]);
  });

  it("runs alongside the schema, so a schema error and a duplicate path show together in file order", async () => {
    const text = manifestText((m) => {
      (m.routes[0].blocks[0] as { title: unknown }).title = 42;
      m.routes.push({
        path: "/about",
        blocks: [{ type: "article", title: "Again", paragraphs: ["Twice."] }],
      } as (typeof m.routes)[number]);
    });
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(
      `site.json:${positionOf(text, "42")}  routes[0].blocks[0].title (pageBanner): Expected text`,
    );
    expect(errors[1]).toContain('routes[4].path: Two pages have the path "/about"; the other is routes[1].');
  });

  it("skips what the schema rejected instead of crashing on it, and still checks the rest", async () => {
    const text = manifestText((m) => {
      (m.routes as unknown[]).push(
        "not a page",
        { path: 7, blocks: "none" },
        { path: "/about", blocks: [null, { type: "appointmentForm" }] },
      );
      m.site.footer.quickLinks[0].href = "/abuot";
    });
    const report = await check(text);
    expect(report.errors.some((error) => error.includes('routes[6].path: Two pages have the path "/about"'))).toBe(
      true,
    );
    expect(report.errors.some((error) => error.includes("routes[4]: Expected"))).toBe(true);
    expect(
      report.warnings.some((warning) =>
        warning.includes('site.footer.quickLinks[0].href: The link "/abuot" goes to no page'),
      ),
    ).toBe(true);
  });

  it("a link to no page is a warning with its line, not an error, and suggests the closest page", async () => {
    const text = manifestText((m) => (m.site.footer.quickLinks[0].href = "/abuot"));
    const report = await check(text);
    expect(report.errors).toEqual([]);
    expect(report.manifest).toBeDefined();
    expect(report.warnings[0]).toContain(
      `site.json:${positionOf(text, '"/abuot"')}  site.footer.quickLinks[0].href: The link "/abuot" goes to no page`,
    );
    expect(report.warnings[0]).toContain('Did you mean "/about"?');
  });

  it("links into a pattern route, with a query or a fragment, or with a trailing slash are fine", async () => {
    const text = manifestText((m) => {
      m.site.footer.quickLinks.push(
        { label: "Doctor", href: "/doctors/anyone" },
        { label: "Gym", href: "/services/gym/?x=1#top" },
      );
    });
    expect((await check(text)).warnings.join("\n")).toBe(
      "site.json:" +
        positionOf(text, '"/services/gym/yoga"') +
        "  routes[2].blocks[0].cards[0].href (cardGrid): " +
        'The link "/services/gym/yoga" goes to no page of the site; visitors will see the 404 page.',
    );
  });

  it("an image missing from the public folder is an error that says where it looked", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    const text = manifestText();
    expect((await check(text, { publicDir })).errors[0]).toContain(
      `site.json:${positionOf(text, '"/images/banner.jpg"')}  routes[0].blocks[0].image (pageBanner): ` +
        'The image "/images/banner.jpg" is not in the public folder',
    );
    mkdirSync(join(publicDir, "images"));
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f6e66" } })
      .jpeg()
      .toFile(join(publicDir, "images", "banner.jpg"));
    expect((await check(text, { publicDir })).errors).toEqual([]);
  });
});

describe("a star rating between halves", () => {
  it("is refused with the nearest half as a hint, since stars fill in half steps", async () => {
    const text = sampleManifestText().replace('"rating": 4.5', '"rating": 4.3');
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`site.json:${positionOf(text, "4.3")}  routes[0].blocks`);
    expect(errors[0]).toContain("4.3 is not in steps of 0.5.");
    expect(errors[0]).toContain("Round it to the nearest 0.5, e.g. 4.5.");
  });
});
