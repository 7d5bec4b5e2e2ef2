import type { ButtonHTMLAttributes } from "react";
import type { LucideIcon } from "lucide-react";

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label"> & {
  /** What the button does, for assistive technology: the icon is hidden from it. */
  label: string;
  icon: LucideIcon;
  /** The icon's size (and colour, if it differs from the button's). */
  iconClassName: string;
};

/**
 * A button that shows only an icon (close, dismiss, send, previous/next): it is always
 * named by `label` and its icon is always aria-hidden (WCAG 4.1.2). A plain button,
 * so it renders on the server and works in islands alike; `type` defaults to "button"
 * so that one inside a form never submits it by accident.
 */
export function IconButton({ label, icon: Icon, iconClassName, type = "button", className, ...rest }: IconButtonProps) {
  return (
    <button type={type} {...rest} aria-label={label} className={className}>
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  );
}
