import { Puck, type Config } from "@puckeditor/core";
import { useMemo, useState, type ReactNode } from "react";
import { CanvasPage } from "../canvas/CanvasPage.tsx";
import { puckFields } from "../config/puck-fields.tsx";
import { puckToSite, siteOfFields, siteToPuck, type SettingsData } from "../data/settings-data.ts";
import { EditedSiteContext } from "../canvas/edited-site.tsx";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { panelsBesidePage } from "../screen/panel-layout.ts";
import { usePuckChanges, type PuckChangeKind } from "../puck/puck-changes.ts";
import { overrides, pagesPlugin, viewports } from "../puck/puck-setup.tsx";

function settingsConfig(specs: EditorSpecs): Config {
  return {
    components: {},
    root: {
      label: "Site settings",
      fields: puckFields(specs.site),
      render: ({
        children: _children,
        puck: _puck,
        editMode: _editMode,
        ...site
      }: { children?: ReactNode; puck?: unknown; editMode?: unknown } & JsonObject) => {
        // Puck draws from the fields' values before the editor's working copy hears of them.
        return (
          <EditedSiteContext.Provider value={siteOfFields(site, specs) as unknown as Site}>
            <CanvasPage path="/" heading="">
              <div className="container ed-settings-note">
                <p>
                  The header above and the footer below appear on every page. Change them with the fields on the right;
                  each page's content is edited on that page.
                </p>
              </div>
            </CanvasPage>
          </EditedSiteContext.Provider>
        );
      },
    },
  };
}

/**
 * The site's settings (menu, footer, contact details, social links, email form) with the header and
 * footer they drive.
 */
export function SettingsEditor({
  site,
  specs,
  onChange,
}: {
  site: JsonObject;
  specs: EditorSpecs;
  onChange: (site: JsonObject, kind: PuckChangeKind) => void;
}) {
  const config = useMemo(() => settingsConfig(specs), [specs]);
  const [initial] = useState(() => siteToPuck(site));
  const changes = usePuckChanges<SettingsData>((data, kind) => onChange(puckToSite(data, specs), kind));
  return (
    <Puck
      config={config}
      data={initial}
      onAction={changes.onAction}
      onChange={(data) => changes.onChange(data as SettingsData)}
      plugins={[pagesPlugin]}
      overrides={overrides}
      viewports={viewports}
      iframe={{ enabled: true }}
      headerTitle="Site settings"
      height="100%"
      permissions={{ insert: false, drag: false, duplicate: false, delete: false }}
      ui={{ plugin: { current: "pages" }, rightSideBarWidth: 420, leftSideBarVisible: panelsBesidePage() }}
    />
  );
}
