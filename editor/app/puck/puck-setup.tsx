import { type Overrides, type Plugin, type Viewports } from "@puckeditor/core";
import { SiteFrame } from "../canvas/SiteFrame.tsx";
import { BlockActionBar } from "../views/BlockActionBar.tsx";
import { BlockDrawer } from "../views/BlockDrawer.tsx";
import { FieldsPanel } from "../views/FieldsPanel.tsx";
import { HeaderActions } from "../views/HeaderActions.tsx";
import { PagesPanel } from "../views/PagesPanel.tsx";

/**
 * The two widths the clinic's visitors mostly use, a phone and a desktop screen, and the width of the
 * editor's own screen: on a tablet Puck opens the page at that width, the page keeping the screen's width.
 */
export const viewports: Viewports = [
  { width: 390, height: "auto", label: "Phone (390 px)", icon: "Smartphone" },
  { width: "100%", height: "auto", label: "This screen's width", icon: "Tablet" },
  { width: 1440, height: "auto", label: "Desktop (1440 px)", icon: "Monitor" },
];

export const pagesPlugin: Plugin = {
  name: "pages",
  label: "Pages",
  render: () => <PagesPanel />,
};

export const overrides: Partial<Overrides> = {
  headerActions: () => <HeaderActions />,
  actionBar: BlockActionBar,
  components: BlockDrawer,
  iframe: SiteFrame,
  fields: FieldsPanel,
};
