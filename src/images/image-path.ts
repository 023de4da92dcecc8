/**
 * The one rule for a picture path in site.json: a JPEG, PNG or WebP under /images/, in any letter
 * case, with no ".." that could climb out of public/images. schema/site.schema.json's imagePath holds
 * this same pattern (tests/unit/image-path.test.ts keeps them equal): JSON Schema patterns take no
 * flags, which is why letter case is spelled out, and ajv reads them with the "u" flag, as here.
 */
export const imagePathPattern =
  "^/images/(?!.*\\.\\.)[A-Za-z0-9_./-]+\\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])$";

const imagePath = new RegExp(imagePathPattern, "u");

/**
 * Whether site.json may name this as a picture: the validator, the build, the editor and
 * `npm run images` all ask here.
 */
export function isImagePath(text: string): boolean {
  return imagePath.test(text);
}
