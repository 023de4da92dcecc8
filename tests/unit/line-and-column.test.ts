import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { lineAndColumn } from "../../scripts/manifest/json-source.ts";

/** Line and column counted character by character, as a person counts them. */
function counted(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset)).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

describe("the line and column of a place in site.json", () => {
  it("counts lines from 1 and columns from 1, a line break belonging to the line it ends", () => {
    const text = '{\n  "a": 1,\n\n  "b": 2\n}';
    expect(lineAndColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn(text, 1)).toEqual({ line: 1, column: 2 });
    expect(lineAndColumn(text, 4)).toEqual({ line: 2, column: 3 });
    expect(lineAndColumn(text, 12)).toEqual({ line: 3, column: 1 });
    expect(lineAndColumn(text, text.length)).toEqual({ line: 5, column: 2 });
  });

  test.prop([fc.string({ unit: fc.constantFrom("a", "\n", "é", " ") }), fc.nat()])(
    "is what counting by hand gives, for any text and place in it",
    (text, place) => {
      const offset = text.length === 0 ? 0 : place % (text.length + 1);
      expect(lineAndColumn(text, offset)).toEqual(counted(text, offset));
      expect(lineAndColumn(`${text}x`, offset)).toEqual(counted(`${text}x`, offset));
    },
  );
});
