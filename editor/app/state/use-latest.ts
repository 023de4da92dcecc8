import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * The latest value of something a render computed, for work that resumes after waiting on the server
 * (or a listener set up once): it reads what the screen shows then, not what it showed when it began.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
