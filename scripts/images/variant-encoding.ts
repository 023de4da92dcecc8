/**
 * How the build encodes picture variants. Its name goes into every variant's fingerprint, so
 * changing the settings renames every variant: no browser keeps an old encoding, no cache reuses one.
 */
export const variantEncoding = { name: "webp-q74-v1", quality: 74 } as const;
