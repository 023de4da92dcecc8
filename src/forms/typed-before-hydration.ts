import type { AppointmentValues } from "./appointment-rules.ts";

function valueOf(id: string): string | undefined {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : undefined;
}

/** dd/mm/yyyy as typed into the date field, as a CalendarDay; anything else is no date. */
function dayOfTyped(text: string | undefined): string | undefined {
  const match = text?.trim().match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/**
 * What the visitor typed into the prerendered form before the page's script ran. Hydration puts
 * each field back to the component's first state, so the form starts from these values instead
 * of losing them. On the server, or when the form is drawn afresh, there is nothing to read.
 */
export function typedBeforeHydration(
  fieldId: (field: string) => string,
  reasonCount: number,
  empty: AppointmentValues,
): AppointmentValues {
  if (typeof document === "undefined" || !document.getElementById(fieldId("name"))) return empty;
  const checkedReason = Array.from({ length: reasonCount }, (_, index) =>
    document.getElementById(fieldId(`reason-${index}`)),
  ).find((input): input is HTMLInputElement => input instanceof HTMLInputElement && input.checked);
  return {
    name: valueOf(fieldId("name")) ?? empty.name,
    phone: valueOf(fieldId("phone")) ?? empty.phone,
    medicalRecordNumber: valueOf(fieldId("medicalRecordNumber")) ?? empty.medicalRecordNumber,
    date: dayOfTyped(valueOf(fieldId("date"))) ?? empty.date,
    time: valueOf(fieldId("time")) ?? empty.time,
    reason: checkedReason?.value ?? empty.reason,
    department: valueOf(fieldId("department")) ?? empty.department,
  };
}
