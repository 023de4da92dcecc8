/** Where builds keep their server bundles (from the project's folder): outside the build, out of visitors' reach. */
export const serverBundlesDir = "node_modules/.cache/site-ssr";

/** A build's server bundle is named after its output folder, so that two builds side by side never share one. */
export function serverBundleDir(distDir: string): string {
  return `${serverBundlesDir}/${distDir.replace(/[^A-Za-z0-9]+/g, "_")}`;
}
