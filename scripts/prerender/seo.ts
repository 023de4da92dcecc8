import { encodePathname, pathInLanguage } from "../../src/manifest/path-rules.ts";
import type { Site, SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { findRoute } from "../../src/manifest/find-route.ts";
import {
  manifestInLanguage,
  shownLanguage,
  siteInLanguage,
  type ShownLanguage,
} from "../../src/language/in-language.ts";
import { siteLanguages, type SiteLanguage } from "../../src/language/site-languages.ts";
import { isPageTranslated } from "../../src/language/translation-status.ts";
import { plainText } from "../../src/text/shown-text.ts";
import { openingHoursData } from "./opening-hours-data.ts";
import type { CalendarDay } from "../../src/dates/clinic-calendar.ts";
import { escapeHtml, jsonForScript } from "../../src/text/escape-html.ts";

export interface HeadPage {
  /** Decoded text, as every path the build handles; written as an address where it is one. */
  path: string;
  title: string;
  description: string;
  /** False for pages served at many addresses (a pattern route) or at none (404). */
  canonical: boolean;
  /** The page's language's prefix ("/gu"), "" for the default language's pages. */
  languagePrefix?: string;
  /** The page's path in the default language (/about for /gu/about). */
  pathInDefaultLanguage?: string;
  /** The day on the clinic's clock the page shows the site as of: holiday hours before it are over. */
  today: CalendarDay;
}

/**
 * The languages a page of the default language's `path` is translated into (`isPageTranslated`),
 * the default first; none for a path no route serves.
 */
export function translationsOf(manifest: SiteManifest, path: string): SiteLanguage[] {
  const languages = siteLanguages(manifest.site);
  const found = findRoute(manifest.routes, path);
  if (!found) return [];
  return languages.filter((language) => isPageTranslated(found.route, manifest.site, language, languages[0].code));
}

/** Where a page is, for search engines: the site's address and the path written as an address. */
const addressOf = (siteUrl: string | undefined, path: string) => `${siteUrl ?? ""}${encodePathname(path)}`;

/** Open Graph writes a locale with an underscore (gu, en_IN). */
const ogLocale = (code: string) => code.replace("-", "_");

/**
 * On a site of several languages, what says which language a page is in and where its others are:
 * a translated page's alternates (hreflang for each language it is translated into, itself included,
 * and x-default for the default language's) and its locales for link previews; a page not translated
 * into its language asks search engines not to index it and names the default language's page as
 * the one to take.
 */
function languageTags(manifest: SiteManifest, page: HeadPage, language: SiteLanguage): string[] {
  const defaultPath = page.pathInDefaultLanguage ?? page.path;
  const translations = translationsOf(manifest, defaultPath);
  const tags = [`<meta property="og:locale" content="${escapeHtml(ogLocale(language.code))}" />`];
  if (!translations.some((translated) => translated.code === language.code)) {
    tags.push(`<meta name="robots" content="noindex" />`);
    if (page.canonical)
      tags.push(`<link rel="canonical" href="${escapeHtml(addressOf(manifest.site.url, defaultPath))}" />`);
    return tags;
  }
  for (const other of translations)
    if (other.code !== language.code)
      tags.push(`<meta property="og:locale:alternate" content="${escapeHtml(ogLocale(other.code))}" />`);
  if (!page.canonical) return tags;
  for (const translated of translations) {
    const href = addressOf(manifest.site.url, pathInLanguage(defaultPath, translated.prefix));
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(translated.code)}" href="${escapeHtml(href)}" />`);
  }
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressOf(manifest.site.url, defaultPath))}" />`,
  );
  return tags;
}

const sitesOfLanguages = new WeakMap<Site, Map<string, { language: ShownLanguage; site: Site }>>();

/** The site's settings in the language under `prefix`, worked out once per language, not once per page. */
function siteOfLanguage(written: Site, prefix: string): { language: ShownLanguage; site: Site } {
  let byPrefix = sitesOfLanguages.get(written);
  if (!byPrefix) sitesOfLanguages.set(written, (byPrefix = new Map()));
  let found = byPrefix.get(prefix);
  if (!found) {
    const language = shownLanguage(written, prefix);
    if (!language) throw new Error(`No language of the site has its pages under ${prefix}.`);
    byPrefix.set(prefix, (found = { language, site: siteInLanguage(written, language) }));
  }
  return found;
}

/** Link-preview tags, the canonical address, and on the home page the clinic as structured data. */
export function seoHead(manifest: SiteManifest, page: HeadPage): string {
  const { language, site } = siteOfLanguage(manifest.site, page.languagePrefix ?? "");
  const multilingual = siteLanguages(site).length > 1;
  const languagePage = multilingual ? languageTags(manifest, page, language) : [];
  const indexed = !languagePage.includes(`<meta name="robots" content="noindex" />`);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(plainText(site.name))}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
  ];
  tags.push(...languagePage);
  if (site.url && page.canonical && indexed) {
    const address = `${site.url}${encodePathname(page.path)}`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(address)}" />`,
      `<meta property="og:url" content="${escapeHtml(address)}" />`,
    );
  }
  if ((page.pathInDefaultLanguage ?? page.path) === "/") {
    const clinic = clinicData(multilingual ? manifestInLanguage(manifest, language) : manifest, page.today);
    const data = multilingual
      ? {
          "@context": "https://schema.org",
          "@graph": [
            { ...clinic, knowsLanguage: siteLanguages(site).map((known) => known.code) },
            { "@type": "WebPage", name: page.title, inLanguage: language.code },
          ],
        }
      : { "@context": "https://schema.org", ...clinic };
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join("\n    ");
}

/** The clinic for search engines, from a manifest as one language shows it. */
function clinicData({ site, routes }: SiteManifest, today: CalendarDay): Record<string, unknown> {
  return {
    "@type": "MedicalClinic",
    name: plainText(site.name),
    description: plainText(site.description),
    ...(site.url ? { url: site.url } : {}),
    telephone: site.contact.phones.map((phone) => `+91${phone}`),
    email: site.contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: plainText(site.contact.address),
      addressLocality: plainText(site.location),
      addressCountry: "IN",
    },
    sameAs: site.social.map((link) => link.href),
    ...openingHoursData(site, routes, today),
  };
}

/**
 * The sitemap: each page's address. On a site of several languages (`manifest` given), each page in
 * each language it is translated into, with the same alternates its head names (hreflang, x-default).
 */
export function sitemapXml(siteUrl: string, paths: string[], manifest?: SiteManifest): string {
  const entry = (path: string, alternates: string[] = []) =>
    alternates.length === 0
      ? `  <url><loc>${escapeHtml(addressOf(siteUrl, path))}</loc></url>`
      : [`  <url>`, `    <loc>${escapeHtml(addressOf(siteUrl, path))}</loc>`, ...alternates, `  </url>`].join("\n");
  const link = (hreflang: string, path: string) => {
    const href = escapeHtml(addressOf(siteUrl, path));
    return `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${href}"/>`;
  };
  const multilingual = manifest !== undefined && siteLanguages(manifest.site).length > 1;
  const entries = multilingual
    ? paths.flatMap((path) => {
        const translations = translationsOf(manifest, path);
        const alternates = [
          ...translations.map((language) => link(language.code, pathInLanguage(path, language.prefix))),
          link("x-default", path),
        ];
        return translations.map((language) => entry(pathInLanguage(path, language.prefix), alternates));
      })
    : paths.map((path) => entry(path));
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : ""}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ""}`;
}
