/**
 * The lucide icons the site uses, imported one module each: the package's barrel
 * pulls in ~4,800 modules, which slows dev and the workerd test runner for nothing.
 */
export { default as ChevronDown } from "lucide-react/icons/chevron-down";
export { default as ChevronRight } from "lucide-react/icons/chevron-right";
export { default as CircleCheck } from "lucide-react/icons/circle-check";
export { default as CircleX } from "lucide-react/icons/circle-x";
export { default as Clock } from "lucide-react/icons/clock";
export { default as Headset } from "lucide-react/icons/headset";
export { default as Mail } from "lucide-react/icons/mail";
export { default as MapPin } from "lucide-react/icons/map-pin";
export { default as Menu } from "lucide-react/icons/menu";
export { default as MessageCircle } from "lucide-react/icons/message-circle";
export { default as Phone } from "lucide-react/icons/phone";
export { default as Send } from "lucide-react/icons/send";
export { default as X } from "lucide-react/icons/x";
