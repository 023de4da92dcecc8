import { fc, it } from "@fast-check/vitest";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { previewServerForTests, rawGet } from "./support/production-server.ts";

interface Answer {
  status: number;
  contentRange?: string;
  body: Buffer;
}

function getWithRange(port: number, path: string, range: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = get(
      { host: "127.0.0.1", port, path, headers: { Range: range, "Accept-Encoding": "identity" }, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentRange: response.headers["content-range"],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer within 10 s")));
    request.on("error", reject);
  });
}

const position = fc.oneof(fc.nat({ max: 40 }), fc.constantFrom(0, 13, 14, 15, 999_999_999_999, 10 ** 20));
/** Range headers as clients send them, and as nobody should: backwards, suffixes, several ranges, junk. */
const rangeHeader = fc.oneof(
  fc.tuple(position, position).map(([first, last]) => `bytes=${first}-${last}`),
  position.map((first) => `bytes=${first}-`),
  position.map((length) => `bytes=-${length}`),
  fc.tuple(position, position, position, position).map(([a, b, c, d]) => `bytes=${a}-${b},${c}-${d}`),
  fc.constantFrom(
    "bytes=",
    "bytes=-",
    "bytes=--1",
    "bytes=0--5",
    "bytes=abc",
    "bytes=NaN-NaN",
    "items=0-5",
    "bytes = 0-5",
    "bytes=1.5-3",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 12 }).map((text) => `bytes=${text}`),
);

describe("npm run preview, given any Range header", () => {
  const server = previewServerForTests();

  it.prop([rangeHeader], { endOnFailure: true })(
    "sends the bytes asked for, the whole file, or a 416, and keeps serving",
    async (range) => {
      const script = readFileSync(join(server().dist, "assets/app.js"));
      const answer = await getWithRange(server().port, "/assets/app.js", range);
      expect([200, 206, 416]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.equals(script)).toBe(true);
      if (answer.status === 206) {
        const [, first, last] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
        expect(first, "only a range from a first byte is served in part").toBeDefined();
        const end = Math.min(last === "" ? Infinity : Number(last), script.length - 1);
        expect(answer.contentRange).toBe(`bytes ${Number(first)}-${end}/${script.length}`);
        expect(answer.body.equals(script.subarray(Number(first), end + 1))).toBe(true);
      }
      expect(await rawGet(server().port, Buffer.from("/"))).toBe(200);
    },
    120_000,
  );
});
