// @vitest-environment jsdom
import { fc, it } from "@fast-check/vitest";
import { Ajv } from "ajv";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect } from "vitest";
import schema from "../../schema/site.schema.json" with { type: "json" };
import { SiteLink } from "../../src/layout/SiteLink.tsx";
import { linkKind } from "../../src/manifest/link-kind.ts";

const ajv = new Ajv({ strict: false });
const schemaAccepts = ajv.compile(schema.definitions.link);
const errorMessage = schema.definitions.link.errorMessage;
const here = new URL("https://clinic.example/services/gym");

/** What validation says of a link: nothing when it passes, else the message an editor reads. */
function validationMessage(href: string): string | undefined {
  if (!schemaAccepts(href)) return errorMessage;
  const verdict = linkKind(href);
  return "problem" in verdict ? verdict.problem : undefined;
}

const start = fc.constantFrom(
  "/",
  "/",
  "/",
  "/\\",
  "\\",
  "//",
  "///",
  "#",
  "https://",
  "http://",
  "HTTPS://",
  "mailto:",
  "tel:",
  "javascript:",
  "JavaScript:",
  "data:",
  "",
  " /",
  "\t/",
  "\u0001/",
);
const piece = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "about",
      "services",
      "evil.example",
      "clinic.example",
      "/",
      "\\",
      "%2f",
      "%5c",
      "%2F%2F",
      "@",
      ":",
      ".",
      "..",
      "?",
      "&",
      "#",
      "%",
      "\uff0f",
      "ગાંધીનગર",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(" ", "\t", "\n", "\r", "\u0000", "\u0001", "\u007f", "\u00a0", "\u2028", "\u3000"),
  },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 4 }) },
);
const href = fc.tuple(start, fc.array(piece, { maxLength: 5 })).map(([first, rest]) => first + rest.join(""));

describe("any link string", () => {
  it.prop([href])(
    "either fails validation with a message, or renders as a page of this site or an allowed address",
    (link) => {
      const message = validationMessage(link);
      if (message !== undefined) {
        expect(message.length).toBeGreaterThan(10);
        return;
      }
      const markup = renderToStaticMarkup(<SiteLink href={link}>x</SiteLink>);
      const rendered = /href="([^"]*)"/
        .exec(markup)?.[1]
        ?.replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">");
      expect(rendered).toBeDefined();
      const target = new URL(rendered ?? "", here);
      const kind = linkKind(link);
      if ("kind" in kind && (kind.kind === "page" || kind.kind === "fragment")) {
        expect(target.origin).toBe(here.origin);
        expect(rendered?.startsWith("//")).toBe(false);
      } else {
        expect(["https:", "mailto:", "tel:"]).toContain(target.protocol);
        if (target.protocol === "https:") expect(rendered?.startsWith("https://")).toBe(true);
      }
    },
  );
});
