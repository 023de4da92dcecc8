import { useId, type ReactNode } from "react";
import { defaultValue } from "../schema/default-value.ts";
import type { FieldSpec } from "../../shared/schema/field-spec.ts";
import type { PropertyEditorProps } from "./property-editor-props.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { moved } from "./list-moves.ts";
import { ValueInput } from "./ValueInput.tsx";
import { useFieldProblems } from "./use-field-problems.ts";

interface ValueListFieldProps extends PropertyEditorProps {
  itemSpec: FieldSpec;
  itemLabel: string;
}

/** A list of single values (paragraphs, phone numbers, choices): each editable, movable and removable. */
export function ValueListField({
  property,
  itemSpec,
  itemLabel,
  name,
  value,
  onChange,
  readOnly,
}: ValueListFieldProps) {
  const id = useId();
  const items: unknown[] = Array.isArray(value) ? value : [];
  const problems = useFieldProblems(name);
  const min = property.spec.kind === "list" ? property.spec.minItems : 0;
  const max = property.spec.kind === "list" ? property.spec.maxItems : undefined;
  const replace = (index: number, next: unknown) => onChange(items.map((item, at) => (at === index ? next : item)));

  return (
    <FieldFrame
      name={name}
      inputId={id}
      label={property.label}
      help={property.help}
      required={property.required}
      problems={problems}
      labelFor={false}
    >
      <ol className="ed-value-list" aria-labelledby={`${id}-label`}>
        {items.map((item, index) => {
          const itemId = `${id}-${index}`;
          const itemName = `${itemLabel} ${index + 1}`;
          return (
            <li key={index} className="ed-value-list__item">
              <ItemProblemsFrame
                name={`${name}[${index}]`}
                label={itemName}
                inputId={itemId}
                labelFor={itemSpec.kind !== "image"}
              >
                <ValueInput
                  spec={itemSpec}
                  inputId={itemId}
                  labelledBy={`${itemId}-label`}
                  value={item}
                  onChange={(next) => replace(index, next)}
                  readOnly={readOnly}
                />
              </ItemProblemsFrame>
              <div className="ed-value-list__actions">
                <button
                  type="button"
                  className="ed-icon-button"
                  disabled={readOnly || index === 0}
                  onClick={() => onChange(moved(items, index, index - 1))}
                  aria-label={`Move ${itemName} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ed-icon-button"
                  disabled={readOnly || index === items.length - 1}
                  onClick={() => onChange(moved(items, index, index + 1))}
                  aria-label={`Move ${itemName} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="ed-icon-button"
                  disabled={readOnly || items.length <= min}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                  aria-label={`Remove ${itemName}`}
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="ed-button"
        disabled={readOnly || (max !== undefined && items.length >= max)}
        onClick={() => onChange([...items, defaultValue(itemSpec)])}
      >
        Add {itemLabel.toLowerCase()}
      </button>
    </FieldFrame>
  );
}

function ItemProblemsFrame({
  name,
  label,
  inputId,
  labelFor,
  children,
}: {
  name: string;
  label: string;
  inputId: string;
  labelFor: boolean;
  children: ReactNode;
}) {
  const problems = useFieldProblems(name);
  return (
    <FieldFrame name={name} inputId={inputId} label={label} required problems={problems} labelFor={labelFor}>
      {children}
    </FieldFrame>
  );
}
