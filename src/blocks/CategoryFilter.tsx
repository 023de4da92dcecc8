import { useWords } from "../language/shown-site.tsx";
import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { Text } from "../text/Text.tsx";

export interface FilterOption {
  value: string;
  label: TextValue;
}

/**
 * "All" plus one toggle button per option; the active one is marked with aria-pressed.
 * `active` is null for All. The status line says how many items show, and is announced on change.
 */
export function CategoryFilter({
  label,
  options,
  active,
  onChange,
  status,
}: {
  label: string;
  options: FilterOption[];
  active: string | null;
  onChange: (value: string | null) => void;
  status: string;
}) {
  const { all } = useWords();
  const buttons: { value: string | null; label: TextValue }[] = [{ value: null, label: all }, ...options];
  return (
    <>
      <div className="filter" role="group" aria-label={label}>
        {buttons.map((button) => (
          <button
            key={button.value ?? ""}
            type="button"
            className="filter__button"
            aria-pressed={active === button.value}
            onClick={() => onChange(button.value)}
          >
            <Text value={button.label} />
          </button>
        ))}
      </div>
      <p className="filter__status" role="status">
        {status}
      </p>
    </>
  );
}
