import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { previewServerForTests, rawGet } from "./support/production-server.ts";

const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, "0");

/**
 * Pieces of a path as bytes: tricky fixed ones, encodings, encoded encodings, text, raw bytes (spaces, CR, LF, NUL,
 * above 127).
 */
const piece = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        ".",
        "..",
        "\\",
        "%",
        "%2e",
        "%2E%2E",
        "%2f",
        "%5c",
        "%25",
        "%00",
        "%E0%A4%A",
        "%C0%AE",
        "?",
        "#",
        ";",
        "index.html",
        "~",
      )
      .map((text) => Buffer.from(text)),
  },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 255 }).map((byte) => Buffer.from(`%${hex(byte)}`)) },
  // Decoded twice, an encoded encoding becomes a different path, or a malformed one.
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 255 }).map((byte) => Buffer.from(`%25${hex(byte)}`)) },
  { weight: 1, arbitrary: fc.constantFrom("", "0", "a", "g").map((digit) => Buffer.from(`%${digit}`)) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }).map((text) => Buffer.from(text)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 6 }).map((bytes) => Buffer.from(bytes)) },
);
const chaos = fc.array(piece, { maxLength: 4 }).map((pieces) => Buffer.concat(pieces));
/**
 * A well-formed segment whose decoded text is itself percent-encoded, maybe malformed: decoding twice would differ or
 * throw.
 */
const encodedText = fc
  .array(
    fc.oneof(
      fc.constantFrom("%", "%E0", "%A4%A", "%2F", "%25", "..", "\\", "/"),
      fc.string({ unit: "grapheme", maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => Buffer.from(encodeURIComponent(parts.join(""))));
const segment = fc.oneof({ weight: 2, arbitrary: chaos }, { weight: 3, arbitrary: encodedText });
// Mostly paths under real pages and under the pattern route, whose value is matched apart from the rest.
const prefix = fc.constantFrom(
  "/",
  "/doctors/",
  "/doctors/",
  "/about/",
  "/assets/",
  "",
  "//",
  "/\\",
  "http://evil.example/",
  "*",
);
const veryLong = fc.oneof(
  { weight: 9, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 40_000 }) },
);

const target = fc
  .tuple(prefix, fc.array(segment, { minLength: 1, maxLength: 3 }), veryLong)
  .map(([start, segments, length]) => {
    const joined = segments.flatMap((bytes, i) => (i === 0 ? [bytes] : [Buffer.from("/"), bytes]));
    return Buffer.concat([Buffer.from(start), ...joined, Buffer.from("x".repeat(length))]);
  });

describe("npm run preview, given any request path", () => {
  const server = previewServerForTests();

  // A dead server fails every later path, so shrinking would only blame "/": report the path that stopped it.
  it.prop([target], { endOnFailure: true })(
    "answers with a page, a 404 or a 400-range refusal, never an error or silence, and keeps serving",
    async (path) => {
      const status = await rawGet(server().port, path);
      expect([200, 400, 404, 414, 431]).toContain(status);
      expect(await rawGet(server().port, Buffer.from("/"))).toBe(200);
    },
    120_000,
  );
});
