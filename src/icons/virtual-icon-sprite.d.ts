// Served by scripts/vite/icon-sprite-plugin.ts: the address of the site's icon file.
declare module "virtual:icon-sprite" {
  const spriteUrl: string;
  export default spriteUrl;
}
