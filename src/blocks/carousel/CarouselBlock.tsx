import { fillWords } from "../../language/fill-words.ts";
import { useWords } from "../../language/shown-site.tsx";
import type { Text as TextValue } from "../../manifest/site-manifest.generated.ts";
import { useKeenSlider, type KeenSliderOptions } from "keen-slider/react";
import "keen-slider/keen-slider.min.css";
import { useCallback, useEffect, useMemo, useState, type FocusEvent } from "react";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import {
  belowQuery,
  layoutKey,
  orderedBreakpoints,
  prerenderLayoutCss,
  slideImageSizes,
  slideSpacing,
} from "./carousel-layout.ts";
import type { BlockOf } from "../block-types.ts";
import { useMediaQuery, useReducedMotion } from "../use-media-query.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { Text } from "../../text/Text.tsx";
import { plainText } from "../../text/shown-text.ts";

const autoplayDelayMs = 3000;

export function CarouselBlock({ block }: { block: BlockOf<"carousel"> }) {
  const words = useWords();
  // Named after the layout, not a React id: the same layout then writes the same <style> text on
  // every page and in the browser, so one hash in the Content-Security-Policy allows it everywhere.
  const layout = layoutKey(block);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [paused, setPaused] = useState(false);
  const narrow = useMediaQuery(`(max-width: ${block.autoplayMaxWidth}px)`);
  const reducedMotion = useReducedMotion();
  const autoplay = narrow && playing && !reducedMotion;

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: true,
      defaultAnimation: { duration: block.speedMs },
      slides: { perView: block.slidesPerView, spacing: slideSpacing },
      breakpoints: Object.fromEntries(
        orderedBreakpoints(block).map((bp) => [
          belowQuery(bp.maxWidth),
          { slides: { perView: bp.slidesPerView, spacing: slideSpacing } },
        ]),
      ),
      created: () => setReady(true),
    }),
    [block],
  );
  const [keenRef, slider] = useKeenSlider<HTMLUListElement>(options);
  // keen-slider takes an element as its container only if it is an HTMLElement of this window, which
  // the editor's canvas frame's elements are not (it then throws); a list of one it takes from any window.
  const trackRef = useCallback(
    (track: HTMLUListElement | null) => keenRef((track && [track]) as unknown as HTMLUListElement | null),
    [keenRef],
  );
  const slideSizes = useMemo(() => slideImageSizes(block), [block]);

  // keen-slider's own next()/prev() step from the slide nearest the current position, so a second
  // click early in a move is lost or undoes the first; step from where the move is heading instead.
  const step = (by: number) => {
    const current = slider.current;
    if (!current) return;
    current.moveToIdx((current.animator.targetIdx ?? current.track.details.abs) + by, true);
  };

  useEffect(() => {
    if (!autoplay || paused) return;
    const timer = window.setInterval(() => slider.current?.next(), autoplayDelayMs);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, slider]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
  };

  // Named after the section, so they cannot be mistaken for a hero slider's buttons on the same page.
  const named = (button: TextValue) =>
    plainText(
      block.heading
        ? fillWords(words.inSection, { words: plainText(button), section: plainText(block.heading) })
        : button,
    );

  return (
    <section
      className="section carousel"
      aria-roledescription="carousel"
      aria-label={plainText(block.heading ?? words.cards)}
    >
      <div className="container" data-carousel-layout={layout}>
        {!ready && <style>{prerenderLayoutCss(block, `[data-carousel-layout="${layout}"]`)}</style>}
        {block.heading && <SectionHeader heading={block.heading} intro={block.intro} />}
        <div
          className="carousel__frame"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={onBlur}
        >
          <ul ref={trackRef} className={`keen-slider carousel__track${ready ? " is-ready" : ""}`}>
            {block.items.map((item, i) => (
              <li key={i} className="keen-slider__slide carousel__slide">
                <SiteLink href={item.href} className="carousel__card">
                  <SiteImage
                    className="carousel__image"
                    src={item.image}
                    sizes={slideSizes}
                    alt=""
                    width={720}
                    height={480}
                    loading="lazy"
                    decoding="async"
                  />
                  <BlockHeading level="item" className="carousel__title">
                    <Text value={item.title} />
                  </BlockHeading>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={named(words.previousCards)}
            onClick={() => step(-1)}
          >
            <Icon id="chevron-left" />
          </button>
          {narrow && !reducedMotion && (
            <button
              type="button"
              className="icon-button"
              aria-label={named(playing ? words.pauseMovingCards : words.playMovingCards)}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? <Icon id="pause" /> : <Icon id="play" />}
            </button>
          )}
          <button type="button" className="icon-button" aria-label={named(words.nextCards)} onClick={() => step(1)}>
            <Icon id="chevron-right" />
          </button>
        </div>
      </div>
    </section>
  );
}
