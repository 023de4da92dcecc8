import { lazy, useState, type ComponentType, type JSX } from "react";

export interface PreloadableBlock<P> {
  (props: P): JSX.Element;
  /** Starts loading the component's chunk; resolves once it can render without suspending. */
  preload: () => Promise<unknown>;
}

export function isPreloadable(component: object): component is Pick<PreloadableBlock<never>, "preload"> {
  return "preload" in component && typeof component.preload === "function";
}

/**
 * A block whose code lives in its own chunk, like React.lazy, but loadable ahead of rendering. A page's
 * blocks are loaded before it draws (route-blocks.ts: the build, `npm run dev`, the preview), so the
 * component renders at once and nothing waits; where they are not (a block just added in the editor's
 * canvas), it suspends until its code has come, as React.lazy does.
 */
export function preloadableBlock<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableBlock<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));

  function Block(props: P) {
    // Chosen once per mount: should the code arrive while mounted, switching from Suspending to the
    // loaded component would be a different element type, and React would remount the block.
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Block, { preload });
}
