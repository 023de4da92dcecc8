import { fillWords } from "../../language/fill-words.ts";
import { useWords } from "../../language/shown-site.tsx";
import { plainText } from "../../text/shown-text.ts";
import { useEffect, useState, type FocusEvent } from "react";
import { useHeadingTag } from "../render-context/heading-level.tsx";
import { usePictureLoading, type PictureLoading } from "../render-context/block-placement.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { useReducedMotion } from "../use-media-query.ts";
import { SiteImage } from "../../images/SiteImage.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { Text } from "../../text/Text.tsx";

/** A slide after the first draws its picture only shortly before its turn (see is-standby in the CSS). */
const laterSlide: PictureLoading = { loading: "lazy", fetchPriority: "low" };

/**
 * Slides that advance every intervalMs. They stop while hovered or focused, when the visitor
 * presses pause, and never start for visitors who ask for reduced motion.
 */
export function HeroSliderBlock({ block }: { block: BlockOf<"heroSlider"> }) {
  const Heading = useHeadingTag();
  const words = useWords();
  const pictureLoading = usePictureLoading();
  const count = block.slides.length;
  // `previous` is the slide fading out, kept drawn until its fade ends.
  const [{ current, previous }, setShown] = useState({ current: 0, previous: -1 });
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const autoplay = playing && !reducedMotion && count > 1;

  useEffect(() => {
    if (!autoplay || hovered || focused) return;
    const timer = window.setTimeout(
      () => setShown((shown) => ({ current: (shown.current + 1) % count, previous: shown.current })),
      block.intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [autoplay, hovered, focused, current, count, block.intervalMs]);

  const go = (index: number) => setShown({ current: (index + count) % count, previous: current });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label={plainText(words.highlights)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="hero-slider__track" aria-live={autoplay ? "off" : "polite"}>
        {block.slides.map((slide, i) => {
          const SlideHeading = i === 0 ? Heading : Heading === "h1" ? "h2" : Heading;
          const active = i === current;
          const standby = !active && (i === (current + 1) % count || i === previous);
          return (
            <div
              key={i}
              className={`hero-slider__slide${active ? " is-active" : ""}${standby ? " is-standby" : ""}`}
              role="group"
              aria-roledescription="slide"
              aria-label={plainText(fillWords(words.slideOfCount, { number: String(i + 1), count: String(count) }))}
              aria-hidden={!active}
              inert={!active}
            >
              <SiteImage
                className="hero-slider__image"
                sizes="100vw"
                coverHeight="clamp(26rem, 70vh, 38rem)"
                src={slide.image}
                alt=""
                {...(i === 0 ? pictureLoading(0, 1) : laterSlide)}
                decoding="async"
              />
              <div className="container hero-slider__content">
                <SlideHeading className="hero-slider__title">
                  <Text value={slide.title} />
                </SlideHeading>
                {slide.text && (
                  <p className="hero-slider__text">
                    <Text value={slide.text} />
                  </p>
                )}
                {slide.cta && (
                  <SiteLink href={slide.cta.href} className="button button--light">
                    <Text value={slide.cta.label} />
                  </SiteLink>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="hero-slider__controls">
          <button
            type="button"
            className="hero-slider__button"
            aria-label={plainText(autoplay ? words.pauseSlides : words.playSlides)}
            onClick={() => setPlaying(!playing)}
          >
            {autoplay ? <Icon id="pause" /> : <Icon id="play" />}
          </button>
          <button
            type="button"
            className="hero-slider__button"
            aria-label={plainText(words.previousSlide)}
            onClick={() => go(current - 1)}
          >
            <Icon id="chevron-left" />
          </button>
          <ul className="hero-slider__dots">
            {block.slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="hero-slider__dot"
                  aria-label={plainText(fillWords(words.showSlide, { number: String(i + 1) }))}
                  aria-current={i === current ? "true" : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="hero-slider__button"
            aria-label={plainText(words.nextSlide)}
            onClick={() => go(current + 1)}
          >
            <Icon id="chevron-right" />
          </button>
        </div>
      )}
    </section>
  );
}
