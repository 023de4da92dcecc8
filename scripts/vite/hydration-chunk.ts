import type { Plugin, Rollup } from "vite";

type PluginContext = Rollup.PluginContext;

type Graph = Pick<PluginContext, "getModuleIds" | "getModuleInfo">;

/** The modules `from` imports without `import()`, itself included, over the whole graph. */
function staticClosure(graph: Graph, from: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...from];
  while (pending.length) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Every page loads its own small script, then after load the hydration script and every module it
 * imports. Left alone, rolldown splits those modules into one chunk per set of importers (the runtime,
 * the icons, a 300-byte heading helper...), because lazily loaded blocks import some of them too,
 * and each chunk costs the visitor a request and its headers. The "app" group keeps them in one
 * chunk, which the lazily loaded blocks then import from. Nothing moves onto a page that did not
 * load it before: what the hydration script does not import (a form's code, the lightbox) stays
 * with the blocks that use it, and what the page's script shares with later code (Vite's preload
 * helper, the islands' loaders) keeps a chunk of its own, loaded before the page's load event.
 */
export function hydrationChunk(hydrationModule: string) {
  const hydrationDependencies = new Set<string>();
  const sharedWithPageScript = new Set<string>();
  const plugin: Plugin = {
    name: "hydration-chunk",
    // The prerenderer's server build has no hydration script and no groups.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildEnd(error) {
      if (error) return;
      hydrationDependencies.clear();
      sharedWithPageScript.clear();
      const ids = [...this.getModuleIds()];
      const hydration = ids.find((id) => id.replace(/\\/g, "/").endsWith(hydrationModule));
      if (!hydration)
        this.error(`No module of the build ends with ${hydrationModule}: name the hydration script in vite.config.ts.`);
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const pageScript = staticClosure(this, entries);
      for (const id of pageScript) {
        if (this.getModuleInfo(id)?.importers.some((importer) => !pageScript.has(importer)))
          sharedWithPageScript.add(id);
      }
      const lazilyLoaded = (id: string) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      const joinsApp = (id: string) => id !== hydration && !sharedWithPageScript.has(id) && !lazilyLoaded(id);
      // The hydration code itself too: loading it then fetches one file, not a small one and then the rest.
      hydrationDependencies.add(hydration);
      for (const id of staticClosure(this, [hydration])) if (joinsApp(id)) hydrationDependencies.add(id);
      // What two islands (or other lazily loaded parts) both import, React's helpers, the picture and link
      // components, the icons, comes with the hydration code instead of in a small chunk per set of importers.
      const importedBy = new Map<string, number>();
      for (const entry of ids.filter(lazilyLoaded))
        for (const id of staticClosure(this, [entry])) importedBy.set(id, (importedBy.get(id) ?? 0) + 1);
      for (const [id, count] of importedBy) if (count > 1 && joinsApp(id)) hydrationDependencies.add(id);
    },
  };
  const groups = [
    // First, so that "app", which takes its modules' imports along, cannot take these. Not into the
    // page's script itself: that holds the site's stylesheet, which Vite would then fetch with every
    // lazily loaded block that imports the preload helper.
    { name: "preload-helper", test: (id: string) => sharedWithPageScript.has(id), priority: 1 },
    { name: "app", test: (id: string) => hydrationDependencies.has(id) },
  ];
  return { plugin, groups };
}
