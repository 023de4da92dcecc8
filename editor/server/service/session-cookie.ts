import type { IncomingMessage } from "node:http";

/**
 * The session's cookie. Over HTTPS it is `__Host-` prefixed, so no other host name can set it and it is
 * sent only over HTTPS; on plain-HTTP localhost (a developer trying the service) it cannot be Secure.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-editor-session" : "editor-session";
}

export function sessionCookie(secure: boolean, value: string, maxAgeSeconds: number): string {
  const flags = ["Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])];
  return [`${sessionCookieName(secure)}=${value}`, ...flags].join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie(secure, "", 0);
}

export function sessionIdFrom(req: IncomingMessage, secure: boolean): string | undefined {
  const wanted = sessionCookieName(secure);
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === wanted) return part.slice(separator + 1).trim();
  }
}
