import type { ReactNode } from "react";
import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { EditedSiteContext } from "./canvas/edited-site.tsx";
import { EditorServicesContext, type EditorServices } from "./contexts/editor-services.tsx";
import { PublishContext, type PublishControl } from "./contexts/publish-context.tsx";
import { PagesContext, type PagesControl } from "./contexts/pages-context.tsx";
import { PuckBridgeContext, type PuckBridge } from "./puck/puck-bridge.tsx";
import { UndoContext, type UndoControl } from "./contexts/undo-context.tsx";

export interface EditorControls {
  undo: UndoControl;
  services: EditorServices;
  pages: PagesControl;
  publish: PublishControl;
  bridge: PuckBridge;
  /** The site's settings as the editor holds them now, for the canvas. */
  site: Site;
}

/**
 * What the editor's parts reach without it being handed down: Undo, the fields' services, the pages,
 * Publish, the bridge into Puck, and the settings being edited, for the canvas.
 */
export function EditorProviders({ controls, children }: { controls: EditorControls; children: ReactNode }) {
  return (
    <UndoContext.Provider value={controls.undo}>
      <EditorServicesContext.Provider value={controls.services}>
        <PagesContext.Provider value={controls.pages}>
          <PublishContext.Provider value={controls.publish}>
            <PuckBridgeContext.Provider value={controls.bridge}>
              <EditedSiteContext.Provider value={controls.site}>{children}</EditedSiteContext.Provider>
            </PuckBridgeContext.Provider>
          </PublishContext.Provider>
        </PagesContext.Provider>
      </EditorServicesContext.Provider>
    </UndoContext.Provider>
  );
}
