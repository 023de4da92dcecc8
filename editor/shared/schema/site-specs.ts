import { editorSpecs } from "./editor-specs.ts";
import { siteSchema } from "./site-schema.ts";

/** What the editor reads of the site's schema: each block type's fields, the site's and a page's. */
export const siteSpecs = editorSpecs(siteSchema);
