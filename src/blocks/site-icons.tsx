import { Icon } from "../icons/Icon.tsx";
import type { IconId } from "../icons/icon-set.ts";
import type { IconName } from "../manifest/site-manifest.generated.ts";

/** The icons an editor can name in site.json (schema `iconName`). */
export const siteIcons: Record<IconName, IconId> = {
  spine: "back-pain",
  laser: "zap",
  wave: "waves",
  heart: "heart",
  star: "star-outline",
  shield: "shield",
  handshake: "handshake",
  users: "users",
  eye: "eye",
  target: "target",
  alert: "alert-triangle",
  lightbulb: "lightbulb",
  dumbbell: "weight-lifting",
  leaf: "leaf",
  sparkle: "sparkles",
  clock: "clock",
  award: "award",
  phone: "phone",
  email: "mail",
  location: "map-pin",
  calendar: "calendar",
  stethoscope: "stethoscope",
};

export function SiteIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon id={siteIcons[name]} className={className} />;
}
