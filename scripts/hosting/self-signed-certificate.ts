import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * A self-signed certificate for localhost (and 127.0.0.1), made by openssl in `folder`, for serving
 * the built site over HTTPS on this machine: `npm run preview:nginx` and the header audit.
 */
export function selfSignedCertificate(folder: string): { certificate: string; key: string } {
  const certificate = join(folder, "localhost.crt");
  const key = join(folder, "localhost.key");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "30",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a self-signed certificate:\n${made.stderr}`);
  return { certificate, key };
}
