import { Puck, type Config } from "@puckeditor/core";
import { useState } from "react";
import { puckToRoute, routeToPuck, type PageData } from "../data/page-data.ts";
import type { EditorSpecs } from "../schema/editor-specs.ts";
import type { JsonObject } from "../schema/json-value.ts";
import { overrides, pagesPlugin, viewports } from "./puck-setup.tsx";

interface PageEditorProps {
  route: JsonObject;
  config: Config;
  specs: EditorSpecs;
  onChange: (route: JsonObject) => void;
}

/** One page in Puck: its blocks on the canvas, its settings as the page's own fields. Mounted afresh per page. */
export function PageEditor({ route, config, specs, onChange }: PageEditorProps) {
  // Puck owns the page while it is open; the route given at mount is only its starting point.
  const [initial] = useState(() => routeToPuck(route));
  return (
    <Puck
      config={config}
      data={initial}
      onChange={(data) => onChange(puckToRoute(data as PageData, specs, route))}
      plugins={[pagesPlugin]}
      overrides={overrides}
      viewports={viewports}
      iframe={{ enabled: true }}
      headerTitle={typeof route.title === "string" ? route.title : "Home"}
      headerPath={String(route.path)}
      height="100%"
      ui={{ rightSideBarWidth: 420 }}
    />
  );
}
