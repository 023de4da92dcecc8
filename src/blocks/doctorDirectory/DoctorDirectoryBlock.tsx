import { fillWords } from "../../language/fill-words.ts";
import { useWords } from "../../language/shown-site.tsx";
import { usePictureLoading } from "../render-context/block-placement.tsx";
import { useMemo } from "react";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { SiteLink } from "../../layout/SiteLink.tsx";
import { SocialLinks } from "../../layout/social-icons.tsx";
import { useLightbox } from "../../lightbox/use-lightbox.tsx";
import type { DoctorCard } from "../../manifest/site-manifest.generated.ts";
import { CategoryFilter } from "../CategoryFilter.tsx";
import { useCategoryFilter } from "../use-category-filter.ts";
import type { BlockOf } from "../block-types.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { columnSizes } from "../../images/column-sizes.ts";
import { RichText } from "../../text/RichText.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { Text } from "../../text/Text.tsx";
import { plainText } from "../../text/shown-text.ts";
import { altAttributes } from "../picture-alt.ts";

const eagerCards = 3;

// As .tile-grid (styles/base.css) and doctor-directory.css lay the grid out.
const doctorSizes = columnSizes([
  { from: 0, columns: 1, gapPx: 24 },
  { from: 600, columns: 2, gapPx: 24 },
  { from: 992, columns: 3, gapPx: 24 },
  { from: 1200, columns: 4, gapPx: 24 },
]);

const categoryOf = (doctor: DoctorCard) => doctor.category;

export function DoctorDirectoryBlock({ block }: { block: BlockOf<"doctorDirectory"> }) {
  const pictureLoading = usePictureLoading();
  const words = useWords();
  const filter = useCategoryFilter(block.doctors, categoryOf, { one: "doctor", many: "doctors" });
  const lightbox = useLightbox(
    useMemo(() => filter.shown.map(({ item }) => ({ src: item.image, alt: plainText(item.name) })), [filter.shown]),
  );

  return (
    <section className="section doctors">
      <div className="container">
        {block.heading && <SectionHeader heading={block.heading} intro={block.intro} />}
        <CategoryFilter
          label={plainText(words.showDoctorsIn)}
          options={filter.categories.map((category) => ({
            value: category,
            label: block.categoryLabels?.[category] ?? category,
          }))}
          active={filter.active}
          onChange={filter.setActive}
          status={filter.status}
        />
        <ul className="tile-grid doctors__list">
          {filter.shown.map(({ item: doctor, key }, i) => (
            <li key={key} className="tile doctor-card">
              <button
                type="button"
                className="lightbox-thumb doctor-card__photo"
                aria-haspopup="dialog"
                onClick={(event) => lightbox.open(i, event.currentTarget)}
              >
                <span className="visually-hidden">
                  <Text value={words.viewLargerPhoto} />
                </span>
                <SiteImage
                  src={doctor.image}
                  sizes={doctorSizes}
                  {...altAttributes(doctor.name)}
                  width={600}
                  height={720}
                  {...pictureLoading(i, eagerCards)}
                  decoding="async"
                />
                <span className="lightbox-thumb__icon" aria-hidden="true" />
              </button>
              <div className="doctor-card__body">
                <p className="doctor-card__department">
                  <Text value={doctor.department} />
                </p>
                <BlockHeading level={block.heading ? "item" : "block"} className="doctor-card__name">
                  <Text value={doctor.name} />
                </BlockHeading>
                <p className="doctor-card__designation">
                  <Text value={doctor.designation} />
                </p>
                <p className="doctor-card__description">
                  <RichText text={doctor.description} />
                </p>
                <div className="doctor-card__footer">
                  {doctor.social && doctor.social.length > 0 && (
                    <SocialLinks links={doctor.social} owner={plainText(doctor.name)} />
                  )}
                  <SiteLink
                    href={doctor.href}
                    className="doctor-card__link"
                    aria-label={plainText(fillWords(words.viewProfileOf, { name: plainText(doctor.name) }))}
                  >
                    <Text value={words.viewProfile} />
                    <Icon id="arrow-right" />
                  </SiteLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {lightbox.element}
      </div>
    </section>
  );
}
