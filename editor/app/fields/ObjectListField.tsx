import { useState } from "react";
import { itemSummary } from "../config/item-summary.ts";
import { defaultValue } from "../schema/default-value.ts";
import type { FieldSpec, PropertySpec } from "../../shared/schema/field-spec.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";
import { FieldProblems } from "./FieldProblems.tsx";
import { GroupFrame } from "./GroupFrame.tsx";
import { moved } from "./list-moves.ts";
import { childName, type NestedEditor, type PropertyEditorProps } from "./property-editor-props.ts";

/**
 * A list of things with several fields each (slides, menu links, timetable rows): each item by a
 * readable name, opened to edit, moved up or down, removed; and a button to add one.
 */
export function ObjectListField({
  property,
  name,
  value,
  onChange,
  readOnly,
  itemProperties,
  itemSpec,
  itemLabel,
  PropertyEditor,
}: PropertyEditorProps & NestedEditor & { itemProperties: PropertySpec[]; itemSpec: FieldSpec; itemLabel: string }) {
  const items: unknown[] = Array.isArray(value) ? value : [];
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const min = property.spec.kind === "list" ? property.spec.minItems : 0;
  const max = property.spec.kind === "list" ? property.spec.maxItems : undefined;
  const toggle = (index: number) =>
    setOpen((current) => new Set(current.has(index) ? [...current].filter((at) => at !== index) : [...current, index]));
  const move = (from: number, to: number) => {
    onChange(moved(items, from, to));
    setOpen(new Set([...open].map((at) => (at === from ? to : at === to ? from : at))));
  };

  return (
    <GroupFrame property={property} name={name}>
      <ol className="ed-list">
        {items.map((item, index) => {
          const summary = itemSummary(itemProperties, itemLabel, item, index);
          const object = isJsonObject(item) ? item : {};
          const isOpen = open.has(index);
          return (
            <li key={index} className="ed-list__item" data-field={childName(name, index)}>
              <div className="ed-list__bar">
                <button type="button" className="ed-list__toggle" aria-expanded={isOpen} onClick={() => toggle(index)}>
                  <span aria-hidden="true">{isOpen ? "▾" : "▸"}</span> {summary}
                </button>
                <button
                  type="button"
                  className="ed-icon-button"
                  disabled={readOnly || index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move ${summary} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ed-icon-button"
                  disabled={readOnly || index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${summary} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="ed-icon-button"
                  disabled={readOnly || items.length <= min}
                  onClick={() => {
                    onChange(items.filter((_, at) => at !== index));
                    setOpen(new Set([...open].filter((at) => at !== index).map((at) => (at > index ? at - 1 : at))));
                  }}
                  aria-label={`Remove ${summary}`}
                >
                  ✕
                </button>
              </div>
              <FieldProblems name={childName(name, index)} />
              {isOpen && (
                <div className="ed-list__body">
                  {itemProperties.map((child) => (
                    <PropertyEditor
                      key={child.name}
                      property={child}
                      name={childName(childName(name, index), child.name)}
                      value={object[child.name]}
                      onChange={(next) =>
                        onChange(
                          items.map((existing, at) => (at === index ? { ...object, [child.name]: next } : existing)),
                        )
                      }
                      readOnly={readOnly}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="ed-button"
        disabled={readOnly || (max !== undefined && items.length >= max)}
        onClick={() => {
          onChange([...items, defaultValue(itemSpec)]);
          setOpen(new Set([...open, items.length]));
        }}
      >
        Add {itemLabel.toLowerCase()}
      </button>
    </GroupFrame>
  );
}
