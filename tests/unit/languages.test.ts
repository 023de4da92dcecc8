import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nginxConfig } from "../../scripts/hosting/nginx-config.ts";
import { resolveRequest, type ServerRoutes } from "../../scripts/server/resolve-request.ts";
import { seoHead, sitemapXml, translationsOf } from "../../scripts/prerender/seo.ts";
import { coverageLine, translationCoverage } from "../../src/language/translation-coverage.ts";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { blocksInLanguage, shownLanguage, siteInLanguage, type ShownLanguage } from "../../src/language/in-language.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import { languageOfPath, linkInLanguage, pathInLanguage } from "../../src/manifest/path-rules.ts";
import type { SiteManifest, TimingsBlock } from "../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { languagesManifest } from "./fixtures/languages-site.ts";

const url = "https://www.sahaj-health.example";

function language(manifest: SiteManifest, prefix: string): ShownLanguage {
  const found = shownLanguage(manifest.site, prefix);
  if (!found) throw new Error(`no language under "${prefix}"`);
  return found;
}

describe("a language's pages live under its code, the default's keep their addresses", () => {
  it.each([
    ["/about", "/gu", "/gu/about"],
    ["/", "/gu", "/gu"],
    ["/about", "", "/about"],
  ])("the page %s in the language under %j is %s", (path, prefix, expected) => {
    expect(pathInLanguage(path, prefix)).toBe(expected);
  });

  it.each([
    ["/about", "/gu/about"],
    ["/", "/gu"],
    ["/#team", "/gu#team"],
    ["/doctors?tab=1", "/gu/doctors?tab=1"],
    ["https://example.com/about", "https://example.com/about"],
    ["mailto:care@example.com", "mailto:care@example.com"],
    ["#top", "#top"],
  ])("a link %s on a Gujarati page reads %s", (href, expected) => {
    expect(linkInLanguage(href, "/gu")).toBe(expected);
  });

  it.each([
    ["/gu/about", { prefix: "/gu", path: "/about" }],
    ["/gu", { prefix: "/gu", path: "/" }],
    ["/gu/", { prefix: "/gu", path: "/" }],
    ["/GU/about", { prefix: "", path: "/GU/about" }],
    ["/guide", { prefix: "", path: "/guide" }],
    ["/about", { prefix: "", path: "/about" }],
  ])("%s is read as %j", (path, expected) => {
    expect(languageOfPath(path, ["", "/gu", "/hi"])).toEqual(expected);
  });

  it("a site that declares no languages has one, English, with no prefix", () => {
    expect(siteLanguages(sampleManifest().site)).toEqual([
      { code: "en", name: "English", prefix: "", isDefault: true },
    ]);
  });
});

describe("a page drawn in a language", () => {
  const manifest = languagesManifest();
  const gujarati = language(manifest, "/gu");
  const hindi = language(manifest, "/hi");
  const site = siteInLanguage(manifest.site, gujarati);

  it("shows a translated text in the language, as a plain string", () => {
    expect(site.header.nav[1].label).toBe("અમારા વિશે");
  });

  it("shows an untranslated text in the default language, marked with its code, so it can carry lang", () => {
    expect(site.header.nav[2].label).toEqual({ en: "Services" });
    expect(siteInLanguage(manifest.site, hindi).header.nav[1].label).toEqual({ en: "About" });
  });

  it("preselects a form's default choice in the language, translated with its choice or not", () => {
    const form = manifest.routes
      .flatMap((route) => route.blocks ?? [])
      .find((block) => block.type === "appointmentForm")!;
    if (form.type !== "appointmentForm") throw new Error("not a form");
    const reasons = form.reasons.map((reason, index) => ({ en: String(reason), gu: `કારણ ${index + 1}` }));
    const chosen = reasons.findIndex((reason) => reason.en === form.defaultReason);
    expect(chosen).toBeGreaterThanOrEqual(0);
    const [shown] = blocksInLanguage([{ ...form, reasons }], gujarati);
    if (shown.type !== "appointmentForm") throw new Error("not a form");
    expect(shown.defaultReason).toBe(`કારણ ${chosen + 1}`);
    expect(shown.defaultDepartment).toEqual({ en: form.defaultDepartment });
  });

  it("moves the site's own links under the language, in link fields and inside rich texts", () => {
    expect(site.header.nav[1].href).toBe("/gu/about");
    expect(site.header.nav[0].href).toBe("/gu");
    expect(site.footer.about).toBe("[અમારા વિશે](/gu/about) વાંચો.");
    expect(siteInLanguage(manifest.site, hindi).footer.about).toEqual({ en: "Read [about us](/hi/about)." });
    expect(site.social.every((link) => link.href.startsWith("https://"))).toBe(true);
  });

  it("leaves the default language's page as written: plain strings, addresses unchanged", () => {
    const english = siteInLanguage(manifest.site, language(manifest, ""));
    expect(english.header.nav[1]).toEqual({ label: "About", href: "/about" });
    expect(english.footer.about).toBe("Read [about us](/about).");
  });

  it("keeps a block's reference to opening hours whose name is translated", () => {
    const timings = manifest.routes.flatMap((route) => route.blocks).find((block) => block.type === "timings")!;
    const [shown] = blocksInLanguage([timings], gujarati) as TimingsBlock[];
    const names = site.openingHours!.map((hours) => hours.name);
    expect(shown.hours[0]).toBe("ફિઝિયોથેરાપી");
    for (const name of shown.hours) expect(names.map((n) => (typeof n === "string" ? n : n.en))).toContain(name);
  });

  it("does not change the manifest it reads", () => {
    expect(manifest.site.header.nav[1].href).toBe("/about");
  });
});

describe("search engines and browsers are told each page's language and its others", () => {
  const manifest = { ...languagesManifest(), site: { ...languagesManifest().site, url } };

  const head = (path: string) => {
    const { prefix, path: inDefault } = languageOfPath(path, ["", "/gu", "/hi"]);
    return seoHead(manifest, {
      path,
      title: "Title",
      description: "Description",
      canonical: true,
      languagePrefix: prefix,
      pathInDefaultLanguage: inDefault,
      today: "2026-10-30",
    });
  };
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
      lang,
      href,
    ]);

  it("a page translated into every language names each, itself included, and x-default; each names the same", () => {
    const expected = [
      ["en", `${url}/about`],
      ["gu", `${url}/gu/about`],
      ["hi", `${url}/hi/about`],
      ["x-default", `${url}/about`],
    ];
    for (const path of ["/about", "/gu/about", "/hi/about"]) expect(alternates(head(path))).toEqual(expected);
    expect(head("/gu/about")).toContain(`<link rel="canonical" href="${url}/gu/about" />`);
    expect(head("/gu/about")).toContain(`<meta property="og:locale" content="gu" />`);
    expect(head("/gu/about")).toContain(`<meta property="og:locale:alternate" content="hi" />`);
  });

  it("a page translated into some languages names only those", () => {
    expect(alternates(head("/gu")).map(([lang]) => lang)).toEqual(["en", "gu", "x-default"]);
    expect(translationsOf(manifest, "/").map((found) => found.code)).toEqual(["en", "gu"]);
  });

  it("an untranslated page asks not to be indexed and names the default language's page as canonical", () => {
    const gym = head("/hi/services/gym");
    expect(gym).toContain(`<meta name="robots" content="noindex" />`);
    expect(gym).toContain(`<link rel="canonical" href="${url}/services/gym" />`);
    expect(alternates(gym)).toEqual([]);
    expect(head("/hi")).toContain(`<meta name="robots" content="noindex" />`);
  });

  it("the default language's untranslated page is indexed as ever, with itself as its one alternate", () => {
    const gym = head("/services/gym");
    expect(gym).not.toContain("noindex");
    expect(alternates(gym)).toEqual([
      ["en", `${url}/services/gym`],
      ["x-default", `${url}/services/gym`],
    ]);
  });

  it("the home page's structured data names the page's language and the clinic's languages", () => {
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head("/gu"))?.[1];
    const data = JSON.parse(json ?? "null") as { "@graph": Record<string, unknown>[] };
    const [clinic, page] = data["@graph"];
    expect(clinic["@type"]).toBe("MedicalClinic");
    expect(clinic.knowsLanguage).toEqual(["en", "gu", "hi"]);
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "gu" });
    const departments = clinic.department as { name: string }[];
    expect(departments[0].name).toBe("ફિઝિયોથેરાપી");
  });

  it("the sitemap lists each page in each language it is translated into, with the same alternates", () => {
    const sitemap = sitemapXml(url, ["/", "/about", "/services/gym"], manifest);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      `${url}/`,
      `${url}/gu`,
      `${url}/about`,
      `${url}/gu/about`,
      `${url}/hi/about`,
      `${url}/services/gym`,
    ]);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const aboutEntry = sitemap.split("<url>").find((entry) => entry.includes(`<loc>${url}/hi/about</loc>`));
    expect(aboutEntry).toContain(`<xhtml:link rel="alternate" hreflang="gu" href="${url}/gu/about"/>`);
    expect(aboutEntry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url}/about"/>`);
  });

  it("a site of one language writes its head and sitemap as before, with no alternates", () => {
    const english = { ...sampleManifest(), site: { ...sampleManifest().site, url } } as SiteManifest;
    const html = seoHead(english, {
      path: "/about",
      title: "T",
      description: "D",
      canonical: true,
      today: "2026-10-30",
    });
    expect(html).not.toContain("hreflang");
    expect(html).not.toContain("og:locale");
    expect(sitemapXml(url, ["/about"], english)).not.toContain("xhtml");
  });
});

describe("the validator and translations", () => {
  const check = (manifest: SiteManifest) => validateManifest("site.json", JSON.stringify(manifest, null, 2));

  it("accepts the two- and the three-language site", async () => {
    expect((await check(languagesManifest({ hindi: false }))).errors).toEqual([]);
    expect((await check(languagesManifest())).errors).toEqual([]);
  });

  it("refuses a translation in a language the site does not declare, and suggests the closest", async () => {
    const manifest = languagesManifest();
    manifest.site.header.nav[2].label = { en: "Services", gj: "સેવાઓ" };
    const { errors } = await check(manifest);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/site\.header\.nav\[2\]\.label\.gj: “gj” is not one of the site's languages/);
    expect(errors[0]).toContain("Did you mean gu?");
  });

  it("refuses a translated text without the default language's words", async () => {
    const manifest = languagesManifest();
    manifest.site.header.nav[2].label = { gu: "સેવાઓ" };
    const { errors } = await check(manifest);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("site.header.nav[2].label: This text has no English (en) text");
  });

  it("refuses a language listed twice", async () => {
    const manifest = languagesManifest();
    manifest.site.languages!.push({ code: "gu", name: "Gujarati" });
    expect((await check(manifest)).errors.join("\n")).toContain("The language “gu” is listed twice.");
  });

  it("refuses translations on a site that declares no languages, but for English", async () => {
    const manifest = sampleManifest() as SiteManifest;
    manifest.site.header.nav[1].label = { en: "About" };
    expect((await check(manifest)).errors).toEqual([]);
    manifest.site.header.nav[1].label = { en: "About", gu: "અમારા વિશે" };
    expect((await check(manifest)).errors.join("\n")).toContain("“gu” is not one of the site's languages (en)");
  });

  it("checks rich-text markup in every language", async () => {
    const manifest = languagesManifest();
    manifest.site.footer.about = { en: "Read [about us](/about).", gu: "**અધૂરું" };
    const { errors } = await check(manifest);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("site.footer.about.gu");
  });

  it("counts each language's translated texts and untranslated pages, with no warning per missing text", async () => {
    const manifest = languagesManifest();
    expect((await check(manifest)).warnings.join("\n")).not.toMatch(/translat/i);
    const [gujarati, hindi] = translationCoverage(manifest);
    expect(gujarati.translated).toBe(5);
    expect(hindi.translated).toBe(1);
    expect(gujarati.texts).toBe(hindi.texts);
    expect(gujarati.untranslatedPages).toBe(manifest.routes.length - 2);
    expect(hindi.untranslatedPages).toBe(manifest.routes.length - 1);
    const texts = hindi.texts.toLocaleString("en-US");
    expect(coverageLine(hindi)).toBe(
      `हिन्दी (hi): 1 of ${texts} texts translated; ${manifest.routes.length - 1} pages untranslated`,
    );
    expect(gujarati.untranslated.map((text) => text.path.join("."))).not.toContain("site.header.nav.1.label");
  });
});

describe("a missing page under a language's prefix gets that language's 404 page", () => {
  const dist = mkdtempSync(join(tmpdir(), "languages-404-"));
  mkdirSync(join(dist, "gu", "about"), { recursive: true });
  for (const file of ["404.html", "gu/404.html", "gu/about/index.html"]) writeFileSync(join(dist, file), file);
  const routes: ServerRoutes = {
    notFound: "404.html",
    notFoundInLanguages: [{ prefix: "/gu", file: "gu/404.html" }],
    patterns: [],
  };

  it.each([
    ["/gu/no-such-page", "gu/404.html", 404],
    ["/gu/about", "gu/about/index.html", 200],
    ["/guide", "404.html", 404],
    ["/no-such-page", "404.html", 404],
  ])("%s is answered with %s (%i) by the Node server", (address, file, status) => {
    expect(resolveRequest(dist, routes, address)).toEqual({ file: join(dist, file), status });
  });

  it("nginx answers the same, and still takes a form's post to its own page under the prefix", () => {
    const noHeaders = { http: {}, https: {} };
    const headers = { document: noHeaders, subresource: noHeaders };
    const config = nginxConfig({ root: dist, serverName: "_", httpPort: 80, headers, routes });
    const location = config.split("location /gu/ {")[1]?.split("}")[0] ?? "";
    expect(location).toContain("error_page 404 /gu/404.html;");
    expect(location).toContain("error_page 405 =200 $uri;");
  });
});
