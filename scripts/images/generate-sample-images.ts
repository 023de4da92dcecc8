import { join, resolve } from "node:path";
import { generateSampleImages } from "./sample-images.ts";

/** `npm run images` fills in the project's site; `npm run images -- <folder>` another site's site.json and public/. */
const site = resolve(process.argv[2] ?? process.env.SITE_DIR ?? ".");
const { written } = await generateSampleImages({
  manifestFile: join(site, "site.json"),
  publicDir: join(site, "public"),
});
for (const src of written) console.log(`wrote public${src}`);
console.log(`${written.length} sample picture(s) written; files already there were left as they are.`);
