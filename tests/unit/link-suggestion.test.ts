import { describe, expect, it } from "vitest";
import { linkKind } from "../../src/manifest/link-kind.ts";

const hintOf = (href: string) => {
  const verdict = linkKind(href);
  return "hint" in verdict ? verdict.hint : undefined;
};

describe("a web address written without https://", () => {
  it.each([
    ["www.sahaj-health.com/contact", "https://www.sahaj-health.com/contact"],
    ["sahaj-health.com", "https://sahaj-health.com"],
    ["maps.example.org?q=clinic", "https://maps.example.org?q=clinic"],
    ["http://www.example.com/page", "https://www.example.com/page"],
    ["HTTP://example.com", "https://example.com"],
  ])("%s is refused with the suggestion %s", (href, suggestion) => {
    expect(hintOf(href)).toBe(`Did you mean "${suggestion}"? Another site's address starts with https://.`);
  });

  it.each(["about", "services/gym", "ftp://example.com", "javascript:alert(1)", "www", "localhost/page"])(
    "%s gets the general advice, no guess",
    (href) => {
      expect(hintOf(href)).toBe("Use a page of this site such as /about, a full https:// address, mailto:, tel: or #.");
    },
  );
});
