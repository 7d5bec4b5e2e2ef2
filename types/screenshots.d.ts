/** The file names dropped into public/screenshots/ (scripts/vite-plugins.ts screenshotFiles). */
declare module "virtual:screenshots" {
  export const files: string[];
}
