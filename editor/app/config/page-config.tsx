import type { Config } from "@puckeditor/core";
import type { ReactNode } from "react";
import type { Block, Text } from "../../../src/manifest/site-manifest.generated.ts";
import { isText } from "../../shared/schema/is-text.ts";
import { CanvasBlock } from "../canvas/CanvasBlock.tsx";
import { CanvasPage } from "../canvas/CanvasPage.tsx";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import { defaultObject } from "../schema/default-value.ts";
import { puckFields } from "./puck-fields.tsx";
import { headingOf } from "../../../src/app/page-composition.ts";

const textOrNone = (value: unknown) => (isText(value) ? value : undefined);

/**
 * The Puck config of a page, generated: one component per block type of the schema (drawn by the
 * site's registry), its fields from the block's schema; the route's settings are the root fields.
 * A block type added to the schema and the registry shows up here with no editor code.
 */
export function pageConfig(specs: EditorSpecs, siteName: Text): Config {
  const components: Config["components"] = {};
  for (const spec of specs.blocks.values()) {
    components[spec.type] = {
      label: spec.label,
      fields: puckFields(spec.properties),
      defaultProps: defaultObject(spec.properties),
      render: ({ id, puck: _puck, editMode: _editMode, ...props }) => (
        <CanvasBlock id={id} block={{ type: spec.type, ...props } as Block} label={spec.label} />
      ),
    };
  }
  return {
    components,
    root: {
      label: "Page settings",
      fields: puckFields(specs.route),
      render: (props: { children?: ReactNode; path?: unknown; heading?: unknown; title?: unknown }) => (
        <CanvasPage
          path={typeof props.path === "string" ? props.path : "/"}
          heading={headingOf({ heading: textOrNone(props.heading), title: textOrNone(props.title) }, siteName)}
        >
          {props.children}
        </CanvasPage>
      ),
    },
  };
}
