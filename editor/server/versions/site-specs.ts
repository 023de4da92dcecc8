import { editorSpecs } from "../../app/schema/editor-specs.ts";
import { siteSchema } from "../../app/schema/site-schema.ts";

/** The fields of the site, its pages and its blocks, named as the editor names them. */
export const siteSpecs = editorSpecs(siteSchema);
