import { useMemo } from "react";
import type { Text } from "../../../src/manifest/site-manifest.generated.ts";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import { isText } from "../../shared/schema/is-text.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { siteOf } from "../../shared/working-copy.ts";
import { pageConfig } from "./page-config.tsx";

/** A page's Puck config, made again only when the site's name changes (the home page's heading shows it). */
export function usePageConfig(specs: EditorSpecs, working: JsonObject) {
  const written = siteOf(working).name;
  // By its words: an object of translations is a new object at every edit.
  const siteName = JSON.stringify(isText(written) ? written : "");
  return useMemo(() => pageConfig(specs, JSON.parse(siteName) as Text), [specs, siteName]);
}
