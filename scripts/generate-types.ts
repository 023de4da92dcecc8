import { writeFileSync } from "node:fs";
import { generatedTypesFile, manifestTypesSource } from "./manifest/manifest-types.ts";

writeFileSync(generatedTypesFile, await manifestTypesSource());
console.log(`Wrote ${generatedTypesFile}`);
