import { encodePathname } from "../../src/manifest/path-rules.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { openingHoursData } from "./opening-hours-data.ts";
import { escapeHtml } from "./escape-html.ts";

/** JSON inside a script element must not be able to close it. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export interface HeadPage {
  /** Decoded text, as every path the build handles; written as an address where it is one. */
  path: string;
  title: string;
  description: string;
  /** False for pages served at many addresses (a pattern route) or at none (404). */
  canonical: boolean;
}

/** Link-preview tags, the canonical address, and on the home page the clinic as structured data. */
export function seoHead(manifest: SiteManifest, page: HeadPage): string {
  const { site } = manifest;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
  ];
  if (site.url && page.canonical) {
    const address = `${site.url}${encodePathname(page.path)}`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(address)}" />`,
      `<meta property="og:url" content="${escapeHtml(address)}" />`,
    );
  }
  if (page.path === "/")
    tags.push(`<script type="application/ld+json">${safeJson(clinicStructuredData(manifest))}</script>`);
  return tags.join("\n    ");
}

export function clinicStructuredData({ site, routes }: SiteManifest): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    name: site.name,
    description: site.description,
    ...(site.url ? { url: site.url } : {}),
    telephone: site.contact.phones.map((phone) => `+91${phone}`),
    email: site.contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.contact.address,
      addressLocality: site.location,
      addressCountry: "IN",
    },
    sameAs: site.social.map((link) => link.href),
    ...openingHoursData(site, routes),
  };
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const entries = paths.map((path) => `  <url><loc>${escapeHtml(`${siteUrl}${encodePathname(path)}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ""}`;
}
