import type { Data } from "@puckeditor/core";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import { isJsonObject, type JsonObject, type JsonValue } from "../../shared/schema/json-value.ts";
import { pruneObject } from "../schema/prune-value.ts";

/** A page as Puck holds it: the route's settings as root fields, each block a component with an id. */
export type PageData = Data<Record<string, JsonObject>, JsonObject>;

/** Block ids are Puck's alone: made from the position when a page opens, never written to site.json. */
export function routeToPuck(route: JsonObject): PageData {
  const { blocks, ...settings } = route;
  const content = (Array.isArray(blocks) ? blocks : []).filter(isJsonObject).map((block, index) => {
    const { type, ...props } = block;
    return { type: String(type), props: { ...props, id: `block-${index}` } };
  });
  return { root: { props: settings }, content };
}

/** The route as site.json holds it, from Puck's page: ids dropped, emptied optional fields left out. */
export function puckToRoute(data: PageData, specs: EditorSpecs, original: JsonObject): JsonObject {
  const settings = pruneObject(specs.route, (data.root.props ?? {}) as JsonObject);
  const blocks: JsonValue[] = data.content.map((item) => {
    const { id: _id, ...props } = item.props as JsonObject & { id: string };
    const spec = specs.blocks.get(item.type);
    return { type: item.type, ...(spec ? pruneObject(spec.properties, props) : props) };
  });
  // The route's keys keep their order in site.json; blocks stay where they were.
  const route: JsonObject = {};
  for (const key of Object.keys(original)) {
    if (key === "blocks") route.blocks = blocks;
    else if (key in settings) route[key] = settings[key] as JsonValue;
  }
  for (const [key, value] of Object.entries(settings)) if (!(key in route)) route[key] = value;
  if (!("blocks" in route)) route.blocks = blocks;
  return route;
}
