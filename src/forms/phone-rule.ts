// Exactly ten digits, the first 6, 7, 8 or 9: an Indian mobile number written without +91.
const indianMobilePattern = /^[6-9]\d{9}$/;

/** The phone rule every form shares (docs/requirements.md#contact-form-validation). */
export function isIndianMobile(value: string): boolean {
  return indianMobilePattern.test(value.trim());
}
