import { cacheControl, isImmutableSubresource } from "./cache-policy.ts";
import { contentType } from "./content-types.ts";
import type { HeadersByTransport, ServerHeaders } from "./security-headers.ts";

/**
 * Every header the policy gives one answer of a server that applies it file by file (the preview
 * server): the set for what was served, its cache rule and its content type. Judged by the file
 * found (its path under dist), not the address asked: "/assets/..%2fabout/" must not lend a page
 * an asset's headers.
 */
export function responseHeaders(
  policy: ServerHeaders,
  transport: keyof HeadersByTransport,
  servedPath: string,
  status: number,
): Record<string, string> {
  const set = isImmutableSubresource(servedPath, status) ? policy.subresource : policy.document;
  return {
    ...set[transport],
    "Cache-Control": cacheControl(servedPath, status),
    "Content-Type": contentType(servedPath),
  };
}
