/**
 * A round brilliant-cut stone (issue 29: the About banner's gem read as a muddy
 * octahedron): an octagonal table, eight star and eight bezel facets on the crown, and
 * sixteen pavilion facets down to the culet, 33 faces from 25 points. Lit by a gold key
 * light from the upper left and a maroon light from the right, with a white glint where
 * a facet turns the key light to the eye. Shared by the still drawing (server-rendered
 * SVG) and the turning canvas (./gem-scene.tsx), so both show the same stone.
 */
type P = readonly [number, number, number];
const N = 8;
const ring = (count: number, r: number, y: number, turn = 0): P[] =>
  Array.from({ length: count }, (_, i) => {
    const a = ((i + turn) * 2 * Math.PI) / count;
    return [r * Math.cos(a), y, r * Math.sin(a)] as const;
  });
const TABLE = ring(N, 0.56, 0.52);
const GIRDLE = ring(2 * N, 1, 0.12);
const CULET: P = [0, -1.05, 0];
const POINTS: P[] = [...TABLE, ...GIRDLE, CULET];
const t = (i: number) => ((i % N) + N) % N;
const g = (j: number) => N + (((j % (2 * N)) + 2 * N) % (2 * N));
const FACES: number[][] = [
  Array.from({ length: N }, (_, i) => N - 1 - i), // the table
  ...Array.from({ length: N }, (_, i) => [t(i), t(i + 1), g(2 * i + 1)]), // stars
  ...Array.from({ length: N }, (_, i) => [t(i), g(2 * i + 1), g(2 * i), g(2 * i - 1)]), // bezels
  ...Array.from({ length: 2 * N }, (_, j) => [g(j), g(j + 1), 2 * N + N]), // pavilion
];
const CENTRE: P = [0, -0.2, 0];

const norm = (v: P): P => {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};
const dot = (a: P, b: P) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** Each face's outward normal, worked once. */
const NORMALS: P[] = FACES.map((f) => {
  const [a, b, c] = [POINTS[f[0]!]!, POINTS[f[1]!]!, POINTS[f[2]!]!];
  const u: P = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v: P = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = norm([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]);
  const out: P = [a[0] - CENTRE[0], a[1] - CENTRE[1], a[2] - CENTRE[2]];
  return dot(n, out) < 0 ? [-n[0], -n[1], -n[2]] : n;
});

const GOLD_LIGHT = norm([-0.55, 0.7, 0.55]);
const MAROON_LIGHT = norm([0.75, -0.15, 0.45]);
const GLINT = norm([GOLD_LIGHT[0], GOLD_LIGHT[1], GOLD_LIGHT[2] + 1]);

/** The colour of a facet facing `n` (view space: x right, y up, z toward the eye). */
function shade(n: P): string {
  const gold = Math.max(0, dot(n, GOLD_LIGHT));
  // A stone throws light back through its pavilion: facets facing away still glow a little.
  const fire = 0.3 * Math.max(0, -dot(n, GOLD_LIGHT));
  const maroon = Math.max(0, dot(n, MAROON_LIGHT));
  const glint = Math.max(0, dot(n, GLINT)) ** 40;
  const c = (base: number, gc: number, mc: number) => Math.round(Math.min(255, base + gc * (gold + fire) + mc * maroon + 255 * glint));
  return `rgb(${c(78, 180, 150)},${c(10, 140, 18)},${c(26, 56, 44)})`;
}

export type Facet = { points: [number, number][]; fill: string };

/** The facets seen at turn `angle` (tilted toward the eye), in a box of `size`, back faces culled. */
export function facets(angle: number, size: number, tilt = 0.5): Facet[] {
  const [c, s, ct, st] = [Math.cos(angle), Math.sin(angle), Math.cos(tilt), Math.sin(tilt)];
  const turn = (p: P): P => {
    const x = p[0] * c - p[2] * s;
    const z = p[0] * s + p[2] * c;
    return [x, p[1] * ct - z * st, p[1] * st + z * ct];
  };
  const scale = size * 0.4;
  const out: Facet[] = [];
  FACES.forEach((face, i) => {
    const n = turn(NORMALS[i]!);
    if (n[2] <= 0) return;
    const points = face.map((k) => {
      const p = turn(POINTS[k]!);
      return [size / 2 + p[0] * scale, size * 0.56 - p[1] * scale] as [number, number];
    });
    out.push({ points, fill: shade(n) });
  });
  return out;
}
