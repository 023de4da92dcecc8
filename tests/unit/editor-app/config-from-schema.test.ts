import type { Field, Fields } from "@puckeditor/core";
import { describe, expect, it } from "vitest";
import { pageConfig } from "../../../editor/app/config/page-config.tsx";
import { puckFields } from "../../../editor/app/config/puck-fields.tsx";
import { editorSpecs } from "../../../editor/shared/schema/editor-specs.ts";
import { fieldSpec, type FieldSpec, type PropertySpec } from "../../../editor/shared/schema/field-spec.ts";
import { resolveNode, type SchemaNode } from "../../../editor/shared/schema/schema-node.ts";
import { siteSchema } from "../../../editor/shared/schema/site-schema.ts";
import { blockTypes } from "../../../scripts/manifest/schema-problems.ts";
import { blockRegistry } from "../../../src/blocks/registry.ts";

const specs = editorSpecs(siteSchema);
const config = pageConfig(specs, "Clinic");

/**
 * Walks a schema object and the editor's fields for it side by side (the top level as Puck fields,
 * deeper levels as the groups and lists the editor draws); names every property with no field.
 */
function missingFields(schemaNode: SchemaNode, properties: PropertySpec[], at: string): string[] {
  const node = resolveNode(siteSchema, schemaNode);
  const missing: string[] = [];
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    const property = resolveNode(siteSchema, raw);
    if (property.const !== undefined) continue;
    const place = `${at}.${name}`;
    const spec = properties.find((candidate) => candidate.name === name)?.spec;
    if (!spec) {
      missing.push(place);
      continue;
    }
    if (property.type === "object" && spec.kind !== "image") {
      if (spec.kind !== "object") missing.push(`${place} (a group of fields, got ${spec.kind})`);
      else missing.push(...missingFields(raw, spec.properties, place));
    }
    const items = property.items ? resolveNode(siteSchema, property.items) : undefined;
    if (items?.type === "object" && spec.kind === "list" && spec.item.kind === "object") {
      missing.push(...missingFields(property.items as SchemaNode, spec.item.properties, `${place}[]`));
    } else if (items?.type === "object" && !(spec.kind === "list" && spec.item.kind === "image")) {
      missing.push(`${place} (a list of groups, got ${spec.kind})`);
    }
  }
  return missing;
}

/** Every top-level property is a Puck field of the editor's own kind. */
function puckFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, field]: [string, Field]) => field.type === "custom")
    .map(([name]) => name);
}

describe("the Puck config generated from the schema and the registry", () => {
  it("has a component for every block type of the schema and of the registry", () => {
    expect(Object.keys(config.components).sort()).toEqual([...blockTypes].sort());
    expect(Object.keys(config.components).sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it("gives every property of every block type a field, down to the items of its lists", () => {
    for (const member of siteSchema.definitions.block?.oneOf ?? []) {
      const definition = resolveNode(siteSchema, member);
      const type = definition.properties?.type?.const as string;
      const blockSpec = specs.blocks.get(type);
      expect(missingFields(member, blockSpec?.properties ?? [], type)).toEqual([]);
      const ownProperties = Object.keys(definition.properties ?? {}).filter((name) => name !== "type");
      expect(puckFieldNames(config.components[type]?.fields ?? {}).sort()).toEqual(ownProperties.sort());
    }
  });

  it("gives every page setting and every site setting a field", () => {
    const route = siteSchema.definitions.route as SchemaNode;
    const routeWithoutBlocks = {
      ...route,
      properties: Object.fromEntries(Object.entries(route.properties ?? {}).filter(([name]) => name !== "blocks")),
    };
    expect(missingFields(routeWithoutBlocks, specs.route, "route")).toEqual([]);
    expect(puckFieldNames(config.root?.fields ?? {}).sort()).toEqual(Object.keys(routeWithoutBlocks.properties).sort());
    const site = siteSchema.definitions.site as SchemaNode;
    expect(missingFields(site, specs.site, "site")).toEqual([]);
    expect(puckFieldNames(puckFields(specs.site)).sort()).toEqual(Object.keys(site.properties ?? {}).sort());
  });

  it("labels and explains fields in words from the schema", () => {
    const banner = specs.blocks.get("pageBanner");
    expect(banner?.label).toBe("Page banner");
    const title = banner?.properties.find((property) => property.name === "title");
    expect(title?.label).toBe("Title");
    expect(title?.help).toBe(siteSchema.definitions.pageBannerBlock?.properties?.title?.description);
    expect(banner?.properties.find((property) => property.name === "cta")?.label).toBe("Button");
    const hero = specs.blocks.get("heroSlider");
    expect(hero?.properties.find((property) => property.name === "intervalMs")?.label).toBe("Interval (milliseconds)");
  });
});

describe("schema constructs and the input each gets", () => {
  const kindOf = (definition: string, property: string): FieldSpec => {
    const raw = siteSchema.definitions[definition]?.properties?.[property];
    if (!raw) throw new Error(`${definition}.${property} is not in the schema`);
    return fieldSpec(siteSchema, raw, property);
  };

  it("a short text is a text box, a paragraph a multi-line box", () => {
    expect(kindOf("pageBannerBlock", "title")).toMatchObject({ kind: "text", long: false });
    expect(kindOf("doctorProfileBlock", "description")).toMatchObject({ kind: "text", long: true });
    expect(kindOf("articleBlock", "paragraphs")).toMatchObject({ kind: "list", item: { kind: "text", long: true } });
  });

  it("a rich text of the schema is a box with formatting buttons; a heading beside it stays plain", () => {
    expect(kindOf("articleBlock", "paragraphs")).toMatchObject({ item: { kind: "text", long: true, rich: true } });
    expect(kindOf("doctorProfileBlock", "description")).toMatchObject({ kind: "text", rich: true });
    expect(kindOf("articleBlock", "title")).not.toHaveProperty("rich");
  });

  it("links, picture paths and pictures with a description get their own inputs", () => {
    expect(kindOf("navLink", "href")).toEqual({ kind: "link" });
    expect(kindOf("pageBannerBlock", "image")).toEqual({ kind: "picture" });
    expect(kindOf("articleBlock", "image")).toEqual({ kind: "image", altRequired: true });
  });

  it("an enum is a list of choices with the schema's options", () => {
    expect(kindOf("socialLink", "network")).toEqual({
      kind: "choice",
      options: siteSchema.definitions.socialLink?.properties?.network?.enum,
    });
  });

  it("numbers keep their minimum, booleans are yes or no", () => {
    expect(kindOf("heroSliderBlock", "intervalMs")).toEqual({
      kind: "number",
      integer: true,
      minimum: siteSchema.definitions.heroSliderBlock?.properties?.intervalMs?.minimum,
      maximum: undefined,
    });
    const emailjs = resolveNode(siteSchema, siteSchema.definitions.site?.properties?.emailjs as SchemaNode);
    expect(fieldSpec(siteSchema, emailjs.properties?.blockHeadless as SchemaNode, "blockHeadless")).toEqual({
      kind: "yesNo",
    });
  });

  it("lists of objects and nested objects keep their structure; list items have a readable name", () => {
    const slides = kindOf("heroSliderBlock", "slides");
    expect(slides).toMatchObject({ kind: "list", itemLabel: "Hero slide", minItems: 1, item: { kind: "object" } });
    const contact = fieldSpec(siteSchema, siteSchema.definitions.site?.properties?.contact as SchemaNode, "contact");
    expect(contact.kind).toBe("object");
  });
});
