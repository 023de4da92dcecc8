import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const nginxBinary = "/usr/sbin/nginx";
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const packages = ["nginx", "libnginx-mod-http-brotli-static"];

function run(command: string, args: string[]): boolean {
  console.log(`> ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status === 0;
}

/** Installs Debian's nginx and its brotli_static module with apt when either is missing. */
export function ensureNginx(): void {
  if (existsSync(nginxBinary) && existsSync(brotliStaticModule)) return;
  console.log(`nginx or its brotli_static module is missing; installing Debian's ${packages.join(" and ")}.`);
  if (run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", ...packages])) return;
  throw new Error(`Could not install ${packages.join(" and ")} with apt-get (run it as root, or install them yourself).`);
}
