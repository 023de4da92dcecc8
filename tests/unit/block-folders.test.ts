import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockRegistry, blockTypes } from "../../src/blocks/registry.ts";

const blocksDir = join(import.meta.dirname, "../../src/blocks");
const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "render-context")
  .map((entry) => entry.name);

describe("one folder per block type", () => {
  it("each folder of src/blocks/ is a block type of the registry, and each type has its folder", () => {
    expect([...folders].sort()).toEqual([...blockTypes].sort());
  });

  // A visitor's page finds island code by the file name alone (src/islands/island-code.ts).
  it.each(blockTypes)("%s says it is an island in island.ts, and only then", (type) => {
    const descriptor = blockRegistry[type];
    expect(descriptor.type).toBe(type);
    const file = descriptor.island ? "island.ts" : "block.ts";
    expect(readdirSync(join(blocksDir, type)).filter((name) => /^(block|island)\.ts$/.test(name))).toEqual([file]);
  });

  it.each(blockTypes)("%s draws with its own component, which loads", async (type) => {
    const component = await blockRegistry[type].code();
    expect(typeof component).toBe("function");
    expect(existsSync(join(blocksDir, type))).toBe(true);
  });
});
