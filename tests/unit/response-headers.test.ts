import { describe, expect, it } from "vitest";
import { responseHeaders } from "../../scripts/hosting/response-headers.ts";
import type { ServerHeaders } from "../../scripts/hosting/security-headers.ts";

const policy: ServerHeaders = {
  document: {
    http: { "Content-Security-Policy": "default-src 'none'" },
    https: { "Content-Security-Policy": "default-src 'none'", "Strict-Transport-Security": "max-age=1" },
  },
  subresource: { http: { "X-Content-Type-Options": "nosniff" }, https: { "Strict-Transport-Security": "max-age=1" } },
};

describe("the header policy for one answer, as the preview server applies it", () => {
  it("a page: the document set, re-checked, HTML in UTF-8", () => {
    expect(responseHeaders(policy, "http", "/about/index.html", 200)).toEqual({
      "Content-Security-Policy": "default-src 'none'",
      "Cache-Control": "no-cache",
      "Content-Type": "text/html; charset=utf-8",
    });
  });

  it("a hashed script or picture: the subresource set, kept a year", () => {
    expect(responseHeaders(policy, "http", "/assets/app-Ab12.js", 200)).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Type": "text/javascript; charset=utf-8",
    });
    expect(responseHeaders(policy, "https", "/sized/photo-360.0123456789.webp", 200)).toEqual({
      "Strict-Transport-Security": "max-age=1",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Type": "image/webp",
    });
  });

  it("an SVG under /assets/, which a browser can open as a page: the document set, still kept a year", () => {
    expect(responseHeaders(policy, "http", "/assets/logo.svg", 200)).toMatchObject({
      "Content-Security-Policy": "default-src 'none'",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  it("the 404 page, whatever was asked: the document set, never kept", () => {
    expect(responseHeaders(policy, "http", "/404.html", 404)).toMatchObject({
      "Content-Security-Policy": "default-src 'none'",
      "Cache-Control": "no-cache",
    });
  });

  it("any other file: the document set, kept a week", () => {
    expect(responseHeaders(policy, "http", "/favicon.svg", 200)).toMatchObject({
      "Cache-Control": "public, max-age=604800",
      "Content-Type": "image/svg+xml; charset=utf-8",
    });
  });
});
