import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AddressLimit, requestsPerAddress } from "../../editor/server/requests/address-limit.ts";
import { RequestStore } from "../../editor/server/requests/request-store.ts";
import { newsletterSignUps } from "../../editor/server/newsletter/newsletter-sign-ups.ts";
import { newsletterCsv } from "../../editor/server/newsletter/staff-newsletter.ts";
import { newsletterLeavePath, newsletterPath } from "../../src/forms/request-contract.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { englishWords } from "../../src/language/words/english.ts";
import { escapeHtml } from "../../src/text/escape-html.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import { sampleWithClinicRequests } from "../fixtures/sample-site.ts";
import { ManualClock } from "../support/manual-clock.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The newsletter's endpoint on a server of its own, over a store in a folder of its own. */
async function endpoint(manifest: SiteManifest = sampleWithClinicRequests()) {
  const dir = mkdtempSync(join(tmpdir(), "newsletter-"));
  const clock = new ManualClock("2026-11-18T10:00:00+05:30");
  const store = new RequestStore(dir, clock);
  const newsletter = newsletterSignUps({
    list: store.newsletter,
    limit: new AddressLimit(clock),
    clock,
    liveManifest: () => manifest,
  });
  const server: Server = createServer((req, res) => {
    if (!newsletter.handle(req, res, new URL(req.url ?? "/", "http://test"))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => {
    server.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Real-IP": "203.0.113.7", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  return { base, store, clock, post, manifest };
}

const tokenIn = (html: string) => /token=([\w-]+)/.exec(html)?.[1] ?? "";

describe("the footer's newsletter box on the clinic's server", () => {
  it("keeps an address given on a Gujarati page once, answered in Gujarati with its own way off the list", async () => {
    const { post, store, clock } = await endpoint();
    const answer = await post(newsletterPath, { page: "/gu/about", email: "bhavika@example.in", website: "" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await answer.text();
    expect(html).toContain('<html lang="gu">');
    expect(html).toContain(gujaratiWords.newsletterJoined.replace("{email}", "bhavika@example.in"));
    expect(html).toContain('href="/gu/about"');
    const token = tokenIn(html);
    expect(token.length).toBeGreaterThanOrEqual(20);

    // Typed again (by anyone): told it is on the list, never given its link, which would take it off.
    const again = await post(newsletterPath, { page: "/about", email: "Bhavika@Example.in", website: "" });
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(againHtml).toContain(escapeHtml(englishWords.newsletterJoined.replace("{email}", "Bhavika@Example.in")));
    expect(tokenIn(againHtml)).toBe("");
    expect(store.newsletter.list()).toEqual([
      { email: "bhavika@example.in", language: "gu", page: "/gu/about", joinedAt: clock.now(), leaveToken: token },
    ]);
  });

  it("refuses an address that is not one in the page's language, keeping what was typed, escaped", async () => {
    const { post, store } = await endpoint();
    const typed = '"><b>not an address';
    const answer = await post(newsletterPath, { page: "/gu/contact", email: typed, website: "" });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain(gujaratiWords.emailInvalid);
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;not an address"');
    expect(html).not.toContain("<b>");
    expect(html).toContain('name="page" value="/gu/contact"');
    expect(store.newsletter.list()).toEqual([]);
  });

  it("keeps nothing from a robot, another site’s page, a request no box sends, or too many", async () => {
    const { post, store, base } = await endpoint();
    const fields = { page: "/", email: "ravi@example.in", website: "" };
    expect((await post(newsletterPath, { ...fields, website: "https://spam.example" })).status).toBe(422);
    expect((await post(newsletterPath, fields, { Origin: "https://elsewhere.example" })).status).toBe(400);
    expect((await post(newsletterPath, { ...fields, phone: "9876543210" })).status).toBe(400);
    const json = await fetch(`${base}${newsletterPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(json.status).toBe(400);
    expect((await fetch(`${base}${newsletterPath}`)).status).toBe(405);
    expect(store.newsletter.list()).toEqual([]);

    // The robot's was counted against its address; the refusals before reading a form were not.
    for (let index = 1; index < requestsPerAddress.count; index += 1) {
      expect((await post(newsletterPath, { ...fields, email: `person${index}@example.in` })).status).toBe(200);
    }
    const tooMany = await post(newsletterPath, { ...fields, email: "one.more@example.in" });
    expect(tooMany.status).toBe(429);
    expect(await tooMany.text()).toContain(englishWords.newsletterNotTaken);
    expect(store.newsletter.list().map((entry) => entry.email)).not.toContain("one.more@example.in");
  });

  it("takes an address off with its own link: the link asks, the button does it, in its language", async () => {
    const { post, base, store } = await endpoint();
    const token = tokenIn(await (await post(newsletterPath, { page: "/gu/", email: "asha@example.in" })).text());

    const asked = await fetch(`${base}${newsletterLeavePath}?token=${token}`);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(gujaratiWords.newsletterLeaveAsk.replace("{email}", "asha@example.in"));
    expect(store.newsletter.list()).toHaveLength(1);

    const left = await post(newsletterLeavePath, { token });
    expect(left.status).toBe(200);
    expect(await left.text()).toContain(gujaratiWords.newsletterLeft.replace("{email}", "asha@example.in"));
    expect(store.newsletter.list()).toEqual([]);

    const stale = await fetch(`${base}${newsletterLeavePath}?token=${token}`);
    expect(stale.status).toBe(404);
    expect(await stale.text()).toContain(englishWords.newsletterUnknownLink);
  });

  it("takes an address off with a mail program's one-click request (RFC 8058), the secret in the address", async () => {
    const { post, store } = await endpoint();
    const token = tokenIn(await (await post(newsletterPath, { page: "/", email: "dev@example.in" })).text());
    const oneClick = await post(`${newsletterLeavePath}?token=${token}`, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(store.newsletter.list()).toEqual([]);
  });

  it("keeps no list where the site does not send requests to the clinic's server", async () => {
    const manifest = sampleWithClinicRequests();
    manifest.site.requests = { receiver: "emailjs" };
    const { post, store } = await endpoint(manifest);
    expect((await post(newsletterPath, { page: "/", email: "ravi@example.in" })).status).toBe(404);
    expect(store.newsletter.list()).toEqual([]);
  });

  it("exports the list with each address's link to come off it, and no cell a spreadsheet would run", async () => {
    const { post, store, manifest } = await endpoint();
    await post(newsletterPath, { page: "/gu/", email: "=cmd|x@example.in" });
    const csv = newsletterCsv(store.newsletter.list(), { ...manifest.site, url: "https://www.example.in" });
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toBe('"email","joined","language","page","link to come off the list"');
    expect(row).toMatch(
      /^"'=cmd\|x@example\.in","[^"]+","gu","\/gu\/","https:\/\/www\.example\.in\/forms\/newsletter\/leave\?token=[\w-]+"$/,
    );
  });
});
