import "react";

/**
 * Invoker commands (HTML: `command` / `commandfor`) open and close dialogs without
 * JavaScript; React passes these lowercase attributes through but does not type them.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
