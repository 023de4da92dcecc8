import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** On every path change after the first: back to the top, and keyboard focus to the new page's content. */
export function useScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location]);
}
