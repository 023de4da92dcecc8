import { describe, expect, it } from "vitest";
import schema from "../../schema/site.schema.json" with { type: "json" };

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  definitions?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

/** Every property in the schema, wherever it is declared, with the place an editor would find it. */
function* propertiesOf(node: SchemaNode, where: string): Generator<{ where: string; property: SchemaNode }> {
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    yield { where: `${where}.${name}`, property };
    yield* propertiesOf(property, `${where}.${name}`);
  }
  if (node.items) yield* propertiesOf(node.items, `${where}[]`);
}

const root = schema as SchemaNode;
const everyProperty = [
  ...propertiesOf(root, "site.json"),
  ...Object.entries(root.definitions ?? {}).flatMap(([name, definition]) => [...propertiesOf(definition, name)]),
];

describe("hover help in the editor", () => {
  it("finds the properties to check", () => {
    expect(everyProperty.length).toBeGreaterThan(150);
  });

  it("every property has its own description, not only the shared one of the type it refers to", () => {
    const undescribed = everyProperty.filter(({ property }) => !property.description?.trim()).map(({ where }) => where);
    expect(undescribed).toEqual([]);
  });

  it("every block type has a description saying what the block shows", () => {
    const blocks = Object.entries(root.definitions ?? {}).filter(([name]) => name.endsWith("Block"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.filter(([, block]) => !block.description?.trim()).map(([name]) => name)).toEqual([]);
  });
});
