import type { IncomingMessage } from "node:http";

/**
 * Who is asking: the socket's address, or, when the request comes from nginx on this machine,
 * the address nginx saw (`X-Real-IP`, which the generated configuration sets). Nobody else may set it.
 */
export function clientAddress(req: IncomingMessage): string {
  const socketAddress = req.socket.remoteAddress ?? "unknown";
  const fromLoopback = socketAddress === "127.0.0.1" || socketAddress === "::1" || socketAddress === "::ffff:127.0.0.1";
  const forwarded = req.headers["x-real-ip"];
  return fromLoopback && typeof forwarded === "string" && forwarded ? forwarded : socketAddress;
}
