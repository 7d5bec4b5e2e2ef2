export type ParticlesProps = { count?: number; linkDistance?: number };

/** The particle canvas, server-rendered empty; particles.client.ts animates it. */
export default function Particles({ count = 50 }: ParticlesProps) {
  return <canvas aria-hidden="true" data-particles={count} className="absolute inset-0 h-full w-full" />;
}
