import { Puck, type Config } from "@puckeditor/core";
import { useState } from "react";
import { puckToRoute, routeToPuck, type PageData } from "../data/page-data.ts";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { panelsBesidePage } from "../screen/panel-layout.ts";
import { usePuckChanges, type PuckChangeKind } from "../puck/puck-changes.ts";
import { overrides, pagesPlugin, viewports } from "../puck/puck-setup.tsx";

interface PageEditorProps {
  route: JsonObject;
  /** What the page is called (pageName). */
  name: string;
  config: Config;
  specs: EditorSpecs;
  onChange: (route: JsonObject, kind: PuckChangeKind) => void;
}

/** One page in Puck: its blocks on the canvas, its settings as the page's own fields. Mounted afresh per page. */
export function PageEditor({ route, name, config, specs, onChange }: PageEditorProps) {
  // Puck owns the page while it is open; the route given at mount is only its starting point.
  const [initial] = useState(() => routeToPuck(route));
  const changes = usePuckChanges<PageData>((data, kind) => onChange(puckToRoute(data, specs, route), kind));
  return (
    <Puck
      config={config}
      data={initial}
      onAction={changes.onAction}
      onChange={(data) => changes.onChange(data as PageData)}
      plugins={[pagesPlugin]}
      overrides={overrides}
      viewports={viewports}
      iframe={{ enabled: true }}
      headerTitle={name}
      headerPath={String(route.path)}
      height="100%"
      ui={{ rightSideBarWidth: 420, leftSideBarVisible: panelsBesidePage(), rightSideBarVisible: panelsBesidePage() }}
    />
  );
}
