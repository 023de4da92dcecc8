import { expect, test } from "../support/reused-page.ts";
import { manifest, routeUrls } from "./support.ts";

// A phone number written anywhere on a page, the way the site writes them: +91 98765 43210,
// +919876543210 or 9876543210.
const phoneNumber = /(\+91[\s-]?)?\b[6-9]\d{4}[\s-]?\d{5}\b/g;

/** The page's visible text with every tel: link taken out. */
function textOutsideTelLinks(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<a [^>]*href="tel:[^"]*"[^>]*>[\s\S]*?<\/a>/g, " ")
    .replace(/<[^>]+>/g, " ");
}

test("every phone number on every page is a link that calls it", async ({ request }) => {
  const unlinked: string[] = [];
  let linked = 0;
  for (const { url } of routeUrls(manifest)) {
    const html = await (await request.get(url)).text();
    linked += (html.match(/href="tel:\+91[6-9]\d{9}"/g) ?? []).length;
    for (const match of textOutsideTelLinks(html).matchAll(phoneNumber)) unlinked.push(`${url}: ${match[0]}`);
  }
  expect(unlinked).toEqual([]);
  expect(linked).toBeGreaterThan(routeUrls(manifest).length);
});
