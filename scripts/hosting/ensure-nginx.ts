import { installWhenMissing, type AptPackage } from "../system/apt-package.ts";

export const nginxBinary = "/usr/sbin/nginx";
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Debian's nginx, and the module that lets it send the build's .br files as they are. */
export const nginxPackages: AptPackage[] = [
  { name: "nginx", providedFile: nginxBinary, debianPackage: "nginx" },
  {
    name: "nginx's brotli_static module",
    providedFile: brotliStaticModule,
    debianPackage: "libnginx-mod-http-brotli-static",
  },
];

/** Installs what is missing with apt, as `npm test` does before its nginx suite. */
export function ensureNginx(): void {
  if (nginxPackages.some((aptPackage) => installWhenMissing(aptPackage) !== 0))
    throw new Error("nginx is needed: install nginx and libnginx-mod-http-brotli-static (Debian), then try again.");
}
