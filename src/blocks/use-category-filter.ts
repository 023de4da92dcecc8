import { useMemo, useState } from "react";
import type { EngineWordName } from "../language/engine-words.ts";
import { fillWords } from "../language/fill-words.ts";
import { useWords } from "../language/shown-site.tsx";
import { plainText } from "../text/shown-text.ts";

export interface FilteredItem<T> {
  item: T;
  /** Position in the full list: a stable key even when the same item appears twice. */
  key: number;
}

/**
 * The state behind a CategoryFilter: the distinct categories in the order they first appear,
 * the active one (null for All), the items it shows and a status line counting them.
 * Pass a module-level `categoryOf`, so that its identity stays the same between renders.
 */
export function useCategoryFilter<T, C extends string>(
  items: readonly T[],
  categoryOf: (item: T) => C | undefined,
  noun: { one: EngineWordName; many: EngineWordName },
) {
  const words = useWords();
  const categories = useMemo(() => [...new Set(items.flatMap((item) => categoryOf(item) ?? []))], [items, categoryOf]);
  const [active, setActive] = useState<string | null>(null);
  const shown: FilteredItem<T>[] = useMemo(
    () =>
      items.map((item, key) => ({ item, key })).filter(({ item }) => active === null || categoryOf(item) === active),
    [active, items, categoryOf],
  );
  const counts = {
    shown: String(shown.length),
    count: String(items.length),
    items: plainText(words[shown.length === 1 ? noun.one : noun.many]),
  };
  const status = plainText(fillWords(shown.length === items.length ? words.showingAll : words.showingSome, counts));
  return { categories, active, setActive, shown, status };
}
