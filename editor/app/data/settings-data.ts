import type { Data } from "@puckeditor/core";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { pruneObject } from "../schema/prune-value.ts";

/** The site's settings as Puck holds them: all root fields, no blocks. */
export type SettingsData = Data<Record<string, JsonObject>, JsonObject>;

export function siteToPuck(site: JsonObject): SettingsData {
  return { root: { props: site }, content: [] };
}

export function puckToSite(data: SettingsData, specs: EditorSpecs): JsonObject {
  return siteOfFields((data.root.props ?? {}) as JsonObject, specs);
}

/** The site's settings as the fields hold them, as site.json will (an emptied optional field left out). */
export function siteOfFields(fields: JsonObject, specs: EditorSpecs): JsonObject {
  return pruneObject(specs.site, fields);
}
