import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockTypes } from "../../scripts/manifest/schema-problems.ts";
import { generatedTypesFile, manifestTypesSource } from "../../scripts/manifest/manifest-types.ts";
import { blockRegistry } from "../../src/blocks/registry.ts";

describe("the schema and the block registry", () => {
  it("name exactly the same block types", () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...blockTypes].sort());
  });

  it("generated TypeScript types match the schema (run `npm run types` after editing the schema)", async () => {
    expect(readFileSync(generatedTypesFile, "utf8")).toBe(await manifestTypesSource());
  });
});
