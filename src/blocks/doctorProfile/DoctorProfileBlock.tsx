import { useSite, useWords } from "../../language/shown-site.tsx";
import { dayNamesIn } from "../../hours/hours-words.ts";
import type { Text as TextValue } from "../../manifest/site-manifest.generated.ts";
import { useId, type ReactNode } from "react";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { usePictureLoading } from "../render-context/block-placement.tsx";
import { SocialLinks } from "../../layout/social-icons.tsx";
import type { ContactInfoItem, Credential } from "../../manifest/site-manifest.generated.ts";
import type { BlockOf } from "../block-types.ts";
import { SiteIcon } from "../site-icons.tsx";
import { SiteImage } from "../../images/SiteImage.tsx";
import { dayRangeText, dottedTimeRangeText } from "../../hours/hours-text.ts";
import { hoursNamed } from "../../hours/opening-hours.ts";
import { RichText } from "../../text/RichText.tsx";
import { clinicContactLine } from "../../layout/clinic-contact.ts";
import { Text } from "../../text/Text.tsx";
import { plainText } from "../../text/shown-text.ts";
import { altAttributes } from "../picture-alt.ts";
import { SpecialHoursList } from "../SpecialHoursList.tsx";

/** A phone number or an email address in the contact list becomes a link that calls or writes. */
function contactHref(icon: ContactInfoItem["icon"], title: string): string | undefined {
  if (icon === "phone") {
    const digits = title.replace(/[^\d+]/g, "");
    return digits ? `tel:${digits}` : undefined;
  }
  if (icon === "email" && title.includes("@")) return `mailto:${title.trim()}`;
  return undefined;
}

/** Ids come from useId: two profiles on one page would otherwise share them. */
function ProfileSection({ title, children }: { title: TextValue; children: ReactNode }) {
  const id = useId();
  return (
    <section className="doctor-profile__section" aria-labelledby={id}>
      <BlockHeading level="item" id={id} className="doctor-profile__section-title">
        <Text value={title} />
      </BlockHeading>
      {children}
    </section>
  );
}

/** A list of degrees, posts or awards under its heading; none at all shows no heading over nothing. */
function CredentialSection({ title, items }: { title: TextValue; items: Credential[] }) {
  if (items.length === 0) return null;
  return (
    <ProfileSection title={title}>
      <ul className="doctor-profile__credentials">
        {items.map((item, i) => (
          <li key={i}>
            <span className="doctor-profile__credential-title">
              <Text value={item.title} />
            </span>
            {item.subtitle && (
              <span className="doctor-profile__credential-subtitle">
                <Text value={item.subtitle} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function DoctorProfileBlock({ block }: { block: BlockOf<"doctorProfile"> }) {
  const site = useSite();
  const words = useWords();
  const pictureLoading = usePictureLoading();
  const schedule = hoursNamed(site.openingHours, block.hours);
  return (
    <section className="doctor-profile">
      <div className="doctor-profile__backdrop">
        <SiteImage
          className="doctor-profile__background"
          src={block.background}
          sizes="100vw"
          coverHeight="9rem"
          alt=""
          {...pictureLoading(0, 1)}
          decoding="async"
        />
      </div>
      <div className="container">
        <div className="doctor-profile__card">
          <SiteImage
            className="doctor-profile__photo"
            src={block.image.src}
            sizes="256px"
            {...altAttributes(block.image.alt)}
            width={600}
            height={720}
            decoding="async"
          />
          <div className="doctor-profile__intro">
            <p className="doctor-profile__department">
              <Text value={block.department} />
            </p>
            <BlockHeading className="doctor-profile__name">
              <Text value={block.name} />
            </BlockHeading>
            <p className="doctor-profile__designation">
              <Text value={block.designation} />
            </p>
            <p className="doctor-profile__description">
              <RichText text={block.description} />
            </p>
            {block.contactInfo.length > 0 && (
              <ul className="doctor-profile__contact">
                {block.contactInfo.map((item, i) => {
                  const title = item.title ?? clinicContactLine(item.icon, site.contact) ?? "";
                  const href = contactHref(item.icon, plainText(title));
                  return (
                    <li key={i}>
                      <SiteIcon name={item.icon} className="doctor-profile__contact-icon" />
                      {href ? (
                        <a href={href}>
                          <Text value={title} />
                        </a>
                      ) : (
                        <span>
                          <Text value={title} />
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {block.social && block.social.length > 0 && (
              <SocialLinks links={block.social} owner={plainText(block.name)} />
            )}
          </div>
        </div>

        <div className="doctor-profile__details">
          <ProfileSection title={words.appointmentSchedule}>
            <table className="doctor-profile__schedule">
              <thead>
                <tr>
                  <th scope="col">
                    <Text value={words.day} />
                  </th>
                  <th scope="col">
                    <Text value={words.time} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule?.times.map((time, i) => (
                  <tr key={i}>
                    <th scope="row">{dayRangeText(time, dayNamesIn(words))}</th>
                    <td>
                      <Text value={dottedTimeRangeText(time)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {schedule && <SpecialHoursList entry={schedule} />}
          </ProfileSection>
          <CredentialSection title={words.degrees} items={block.degrees} />
          <CredentialSection title={words.experience} items={block.experiences} />
          <CredentialSection title={words.awards} items={block.awards} />
        </div>
      </div>
    </section>
  );
}
