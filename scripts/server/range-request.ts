/**
 * Whether a Range header may go on to sirv. sirv reads any "bytes=" value loosely: a backwards range
 * ("bytes=100-50") makes Node's file stream throw after the status line is out, so the visitor gets
 * a cut connection, and a suffix ("bytes=-500", the last 500 bytes) comes back as the first bytes.
 * A server may always answer a range with the whole file, so only one well-formed range that starts
 * at a byte is kept, and anything else is answered in full (200).
 */
export function isServableRange(header: string): boolean {
  const range = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header);
  if (range === null) return false;
  const [, first, last] = range;
  // sirv reads a last byte of 0 as "to the end", so bytes=0-0 would get the whole file as a part.
  return last === "" || (Number(last) > 0 && Number(last) >= Number(first));
}
