import { useCallback, useEffect, useState } from "react";
import { useLatest } from "./use-latest.ts";

const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A view of the server's list (proposals, accounts, scheduled changes) and what is done to it: the list
 * read at once and again after each action; an action's outcome, or why it failed, in words; busy while
 * one runs.
 */
export function useListAndAct<List>(read: () => Promise<List>) {
  const [items, setItems] = useState<List>();
  const [problem, setProblem] = useState<string>();
  const [said, setSaid] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reader = useLatest(read);
  const reread = useCallback(
    () => reader.current().then(setItems, (error: unknown) => setProblem(wordsOf(error))),
    [reader],
  );
  useEffect(() => void reread(), [reread]);
  const act = async (step: () => Promise<string | undefined>) => {
    setBusy(true);
    setSaid(undefined);
    try {
      setSaid(await step());
    } catch (error) {
      setSaid(wordsOf(error));
    } finally {
      setBusy(false);
      await reread();
    }
  };
  return { items, problem, said, busy, act };
}
