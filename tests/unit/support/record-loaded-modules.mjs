// Module hooks (node --import this file): every module the process resolves is appended to the file
// LOADED_MODULES_FILE names, one address a line.
import { appendFileSync } from "node:fs";
import { register } from "node:module";

if (import.meta.url.endsWith("?hooks")) {
  // This same file, loaded again on the hooks' own thread.
} else {
  register(`${import.meta.url}?hooks`);
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.LOADED_MODULES_FILE, `${resolved.url}\n`);
  return resolved;
}
