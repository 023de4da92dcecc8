import { site } from "virtual:site";
import { useEffect, useId, useRef, useState } from "react";
import DatePicker from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import { useHeadingTag } from "./render-context/heading-level.tsx";
import { ContactList } from "../layout/ContactList.tsx";
import type { BlockOf } from "./block-types.ts";

export const appointmentDateFormat = "dd/MM/yyyy";

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

/**
 * The appointment request form beside the clinic's contact details. As SPEC.md has it, the form
 * has no submit handler and no validation: it posts to '#' (the page itself) and nothing is sent.
 * It loads only on pages that use it, with the date picker.
 */
export function AppointmentFormBlock({ block }: { block: BlockOf<"appointmentForm"> }) {
  const Heading = useHeadingTag();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [date, setDate] = useState<Date | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (formRef.current) formRef.current.dataset.ready = "true";
  }, []);

  return (
    <section className="section appointment" aria-labelledby={fieldId("heading")}>
      <div className="container appointment__grid">
        <div className="form-card appointment__form">
          <Heading id={fieldId("heading")} className="section__title">
            {block.heading}
          </Heading>
          {block.intro && <p className="section__intro">{block.intro}</p>}
          <form ref={formRef} className="appointment-form" action="#" method="post" aria-labelledby={fieldId("heading")}>
            <div className="form-grid">
              <div className="form-field">
                <label className="form-field__label" htmlFor={fieldId("name")}>
                  Name
                </label>
                <input id={fieldId("name")} name="name" type="text" autoComplete="name" />
              </div>
              <div className="form-field">
                <label className="form-field__label" htmlFor={fieldId("phone")}>
                  Phone Number
                </label>
                <input id={fieldId("phone")} name="phone" type="tel" autoComplete="tel-national" inputMode="numeric" />
              </div>
              <div className="form-field">
                <label className="form-field__label" htmlFor={fieldId("record")}>
                  Medical Record Number
                </label>
                <input id={fieldId("record")} name="medicalRecordNumber" type="text" autoComplete="off" />
              </div>
              <div className="form-field">
                <label className="form-field__label" htmlFor={fieldId("date")}>
                  Preferred Date
                </label>
                <DatePicker
                  id={fieldId("date")}
                  name="date"
                  selected={date}
                  onChange={(value: Date | null) => setDate(value)}
                  dateFormat={appointmentDateFormat}
                  minDate={startOfToday()}
                  isClearable
                  ariaLabelClose="Clear the date"
                  clearButtonTitle="Clear the date"
                  placeholderText="dd/mm/yyyy"
                  autoComplete="off"
                  showPopperArrow={false}
                />
              </div>
              <div className="form-field">
                <label className="form-field__label" htmlFor={fieldId("time")}>
                  Preferred Time
                </label>
                <input id={fieldId("time")} name="time" type="time" />
              </div>
              <div className="form-field">
                <label className="form-field__label" htmlFor={fieldId("department")}>
                  Department
                </label>
                <select id={fieldId("department")} name="department" defaultValue={block.defaultDepartment}>
                  {block.departments.map((department) => (
                    <option key={department} value={department}>
                      {department}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="form-field form-field--wide form-choices">
                <legend className="form-field__label">Reason for Visit</legend>
                <div className="form-choices__options">
                  {block.reasons.map((reason, index) => (
                    <label key={reason} className="form-choices__choice" htmlFor={fieldId(`reason-${index}`)}>
                      <input id={fieldId(`reason-${index}`)} type="radio" name="reason" value={reason} defaultChecked={reason === block.defaultReason} />
                      <span>{reason}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
            <button type="submit" className="button form-card__submit">
              {block.submitLabel}
            </button>
          </form>
        </div>
        <section className="appointment__contact" aria-labelledby={fieldId("contact")}>
          <h3 id={fieldId("contact")} className="appointment__contact-title">
            Contact Information
          </h3>
          <ContactList contact={site.contact} />
        </section>
      </div>
    </section>
  );
}
