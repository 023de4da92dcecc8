import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { BlockOf } from "../block-types.ts";
import { StarRating } from "./StarRating.tsx";
import { SectionHeader } from "../SectionHeader.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { Text, TextsInLine } from "../../text/Text.tsx";
import { plainText } from "../../text/shown-text.ts";

/** Reviews as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them). */
export function TestimonialsBlock({ block }: { block: BlockOf<"testimonials"> }) {
  const id = useId();
  const count = block.items.length;
  const [selected, setSelected] = useState(Math.min(Math.max(block.defaultTab, 1), count) - 1);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <section className="section testimonials">
      <div className="container">
        <SectionHeader heading={block.heading} />
        <div className="testimonials__tabs" role="tablist" aria-label={plainText(block.heading)} onKeyDown={onKeyDown}>
          {block.items.map((item, i) => (
            <button
              key={i}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === selected ? 0 : -1}
              className="testimonials__tab"
              onClick={() => setSelected(i)}
            >
              <SiteImage src={item.avatar} sizes="56px" alt="" width={56} height={56} loading="lazy" decoding="async" />
              <span>
                <span className="testimonials__name">
                  <Text value={item.name} />
                </span>
                <span className="testimonials__location">
                  <Text value={item.location} />
                </span>
              </span>
            </button>
          ))}
        </div>
        {block.items.map((item, i) => (
          <div
            key={i}
            role="tabpanel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            hidden={i !== selected}
            tabIndex={0}
            className="testimonials__panel"
          >
            <StarRating rating={item.rating} />
            <blockquote className="testimonials__quote">
              <p>
                <Text value={item.text} />
              </p>
            </blockquote>
            <p className="testimonials__by">
              <TextsInLine values={[item.name, ", ", item.location]} />
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
