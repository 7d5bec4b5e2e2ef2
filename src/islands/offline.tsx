/** The offline island has no markup of its own: it only registers the service worker (./offline.client.ts). */
export default function Offline(_props: { script: string; scope: string }) {
  return null;
}
