import type { IconType } from "react-icons";
import {
  FiAlertTriangle,
  FiAward,
  FiCalendar,
  FiClock,
  FiEye,
  FiHeart,
  FiMail,
  FiMapPin,
  FiPhone,
  FiShield,
  FiStar,
  FiTarget,
  FiUsers,
  FiZap,
} from "react-icons/fi";
import { FaHandshake, FaLeaf, FaStethoscope } from "react-icons/fa6";
import { GiBackPain, GiWeightLiftingUp } from "react-icons/gi";
import { LuLightbulb, LuSparkles, LuWaves } from "react-icons/lu";
import type { IconName } from "../manifest/site-manifest.generated.ts";

/** The icons an editor can name in site.json (schema `iconName`). */
export const siteIcons: Record<IconName, IconType> = {
  spine: GiBackPain,
  laser: FiZap,
  wave: LuWaves,
  heart: FiHeart,
  star: FiStar,
  shield: FiShield,
  handshake: FaHandshake,
  users: FiUsers,
  eye: FiEye,
  target: FiTarget,
  alert: FiAlertTriangle,
  lightbulb: LuLightbulb,
  dumbbell: GiWeightLiftingUp,
  leaf: FaLeaf,
  sparkle: LuSparkles,
  clock: FiClock,
  award: FiAward,
  phone: FiPhone,
  email: FiMail,
  location: FiMapPin,
  calendar: FiCalendar,
  stethoscope: FaStethoscope,
};

export function SiteIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = siteIcons[name];
  return <Icon className={className} aria-hidden="true" focusable="false" />;
}
