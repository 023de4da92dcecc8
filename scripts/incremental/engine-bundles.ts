import { createHash } from "node:crypto";
import { join } from "node:path";
import { folderMadeOnce, projectCacheDir } from "./code-cache.ts";

export interface EngineBundles {
  /** The browser's files (scripts, stylesheets, icons, the page template), copied into each build. */
  clientDir: string;
  /** The server entry that renders pages, handed each build's site (src/entry-server.tsx). */
  serverEntry: string;
}

const serverEntryFile = "server/entry-server.js";

async function buildEngine(dir: string): Promise<void> {
  // Loaded only when the bundles are made: Vite costs every build and publish a CPU-second and more to load.
  const { build } = await import("vite");
  // The site's public folder goes into each build on its own (scripts/images/named-public-files.ts).
  await build({ logLevel: "warn", publicDir: false, build: { outDir: join(dir, "client") } });
  await build({
    logLevel: "warn",
    build: { ssr: "src/entry-server.tsx", outDir: join(dir, "server"), manifest: false },
  });
}

/**
 * What names one version of the bundles: the engine's code, and the variables Vite writes into them
 * (`import.meta.env.VITE_*`, such as whether the clinic's own server receives the forms). A build for the
 * editor service and a plain `npm run build` of the same code differ in one, and must not share bundles.
 */
export function engineBundlesKey(code: string, env: NodeJS.ProcessEnv = process.env): string {
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith("VITE_"))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return createHash("sha256").update(code).update("\0").update(viteVariables.join("\n")).digest("hex").slice(0, 16);
}

/**
 * The engine's two Vite builds, made once for each version of its code (`code`, codeFingerprint) and of the
 * variables Vite reads, and kept in the project's cache: they hold no site (scripts/vite/site-manifest-plugin.ts),
 * so every build of any site with this code, a publish's included, starts from them and only renders its pages.
 */
export async function engineBundles(code: string): Promise<EngineBundles> {
  const dir = await folderMadeOnce(
    projectCacheDir("site-engine"),
    engineBundlesKey(code),
    serverEntryFile,
    buildEngine,
  );
  return { clientDir: join(dir, "client"), serverEntry: join(dir, serverEntryFile) };
}
