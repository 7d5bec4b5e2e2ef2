declare module "virtual:client-assets" {
  export const assets: import("../scripts/vite-plugins.ts").ClientAssets;
}
