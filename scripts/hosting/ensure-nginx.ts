import { aptPackage } from "../test/set-up.ts";

export const nginxBinary = "/usr/sbin/nginx";
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Debian's nginx, and the module that lets it send the build's .br files as they are. */
export const nginxSetUps = [
  aptPackage("nginx", nginxBinary, "nginx"),
  aptPackage("nginx's brotli_static module", brotliStaticModule, "libnginx-mod-http-brotli-static"),
];

/** Installs what is missing with apt, as `npm test` does for Chromium. */
export function ensureNginx(): void {
  if (nginxSetUps.some((setUp) => setUp.run() !== 0)) throw new Error("nginx is needed: install nginx and libnginx-mod-http-brotli-static (Debian), then try again.");
}
