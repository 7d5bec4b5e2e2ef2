/**
 * The 16 regional associates (dealers), SPEC section 3 and "Associates": language-neutral
 * data (ids, slugs, names, years, certificates, the place as registered). Slugs follow
 * 'Jewellery-software-in-{place}' and keep their spelling (issue 8). What the pages say
 * about them is in each language's folder (src/content/model/associates.ts).
 */

export type Associate = {
  id: number;
  slug: string;
  place: string;
  name: string;
  /** 'Experience: Above N+ years', N from 6 to 20. */
  experienceYears: number;
  /** A4-like certificate images (794 × 1123), under /associates/. */
  images: string[];
};

const entries: [place: string, name: string, years: number][] = [
  ["Amritsar", "Golden Temple Infotech", 12],
  ["Chattisgarh", "Raipur Jewel Systems", 8],
  ["Jaipur", "Pink City Software Services", 20],
  ["Punjab", "Punjab Jewellers Computer Centre", 15],
  ["Uttrakhand", "Doon Valley Technologies", 7],
  ["Unnao", "Shree Balaji Computers", 6],
  ["Ranchi", "Jharkhand Business Solutions", 9],
  ["Kanpur", "Kanpur Sarafa Software", 18],
  ["Jaunpur", "Purvanchal IT Services", 10],
  ["Mumbai", "Zaveri Bazaar Tech Partners", 19],
  ["Rajkot", "Saurashtra Jewel Soft", 14],
  ["Bengaluru-Urban", "Karnataka Gold Systems", 11],
  ["Hyderabad", "Charminar Software Solutions", 16],
  ["Agra", "Taj Jewellery Software Point", 13],
  ["Indore", "Malwa Computer Services", 17],
  ["Surat", "Diamond City Infosys", 20],
];

export const associates: Associate[] = entries.map(([place, name, experienceYears], i) => {
  const slug = `Jewellery-software-in-${place}`;
  return {
    id: i + 1,
    slug,
    place: place.replace(/-/g, " "),
    name,
    experienceYears,
    images: [`/associates/${slug}.svg`],
  };
});

export function findAssociate(slug: string): Associate | undefined {
  return associates.find((a) => a.slug === slug);
}
