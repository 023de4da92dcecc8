import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request exactly as written: no compression asked for unless the caller asks, no redirect followed. */
export function fetchRaw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // The test certificate of preview:nginx is self-signed.
    const call = send(target, { method, headers, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
    });
    call.on("error", reject);
    call.end();
  });
}
