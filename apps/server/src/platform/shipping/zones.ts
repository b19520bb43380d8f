/**
 * Shipping zones of the table-rate carrier: a ZIP code's first three digits give a region and a
 * reference point (its main city); the zone is the distance band between the origin's and the
 * destination's reference points, like a parcel carrier's zone chart. Alaska, Hawaii, the territories
 * and military post offices are zone 9; Canada is zone 8.
 */

/** ZIP3 range (inclusive), state, reference latitude and longitude. */
type Region = readonly [from: number, to: number, state: string, lat: number, lon: number];

const REGIONS: readonly Region[] = [
  [5, 5, "NY", 40.82, -73.05],
  [6, 7, "PR", 18.47, -66.11],
  [8, 8, "VI", 18.34, -64.93],
  [9, 9, "PR", 18.47, -66.11],
  [10, 27, "MA", 42.36, -71.06],
  [28, 29, "RI", 41.82, -71.41],
  [30, 38, "NH", 42.99, -71.46],
  [39, 49, "ME", 43.66, -70.26],
  [50, 54, "VT", 44.48, -73.21],
  [55, 55, "MA", 42.36, -71.06],
  [56, 59, "VT", 44.48, -73.21],
  [60, 69, "CT", 41.76, -72.69],
  [70, 89, "NJ", 40.74, -74.17],
  [90, 99, "AE", 0, 0],
  [100, 119, "NY", 40.71, -74.01],
  [120, 149, "NY", 43.05, -76.15],
  [150, 168, "PA", 40.44, -79.99],
  [169, 196, "PA", 39.95, -75.17],
  [197, 199, "DE", 39.74, -75.55],
  [200, 205, "DC", 38.91, -77.04],
  [206, 219, "MD", 39.29, -76.61],
  [220, 246, "VA", 37.54, -77.44],
  [247, 268, "WV", 38.35, -81.63],
  [270, 289, "NC", 35.23, -80.84],
  [290, 299, "SC", 34.0, -81.03],
  [300, 319, "GA", 33.75, -84.39],
  [320, 339, "FL", 28.54, -81.38],
  [340, 340, "AA", 0, 0],
  [341, 349, "FL", 26.12, -80.14],
  [350, 369, "AL", 33.52, -86.8],
  [370, 385, "TN", 36.16, -86.78],
  [386, 397, "MS", 32.3, -90.18],
  [398, 399, "GA", 31.58, -84.16],
  [400, 427, "KY", 38.25, -85.76],
  [430, 459, "OH", 39.96, -83.0],
  [460, 479, "IN", 39.77, -86.16],
  [480, 499, "MI", 42.33, -83.05],
  [500, 528, "IA", 41.59, -93.62],
  [530, 539, "WI", 43.07, -89.4],
  [540, 548, "WI", 44.81, -91.5],
  [549, 549, "WI", 44.51, -88.01],
  [550, 555, "MN", 44.98, -93.27],
  [556, 558, "MN", 46.79, -92.1],
  [559, 559, "MN", 44.02, -92.47],
  [560, 561, "MN", 44.16, -94.0],
  [562, 567, "MN", 45.56, -94.16],
  [569, 569, "DC", 38.91, -77.04],
  [570, 577, "SD", 43.55, -96.73],
  [580, 588, "ND", 46.88, -96.79],
  [590, 599, "MT", 45.78, -108.5],
  [600, 629, "IL", 41.88, -87.63],
  [630, 639, "MO", 38.63, -90.2],
  [640, 658, "MO", 39.1, -94.58],
  [660, 679, "KS", 37.69, -97.34],
  [680, 693, "NE", 41.26, -95.94],
  [700, 714, "LA", 29.95, -90.07],
  [716, 729, "AR", 34.75, -92.29],
  [730, 749, "OK", 35.47, -97.52],
  [750, 769, "TX", 32.78, -96.8],
  [770, 779, "TX", 29.76, -95.37],
  [780, 789, "TX", 29.42, -98.49],
  [790, 799, "TX", 33.58, -101.86],
  [800, 816, "CO", 39.74, -104.99],
  [820, 831, "WY", 41.14, -104.82],
  [832, 838, "ID", 43.62, -116.2],
  [840, 847, "UT", 40.76, -111.89],
  [850, 865, "AZ", 33.45, -112.07],
  [870, 884, "NM", 35.08, -106.65],
  [885, 885, "TX", 31.76, -106.49],
  [889, 893, "NV", 36.17, -115.14],
  [894, 898, "NV", 39.53, -119.81],
  [900, 935, "CA", 34.05, -118.24],
  [936, 961, "CA", 37.77, -122.42],
  [962, 966, "AP", 0, 0],
  [967, 968, "HI", 21.31, -157.86],
  [969, 969, "GU", 13.44, 144.79],
  [970, 979, "OR", 45.52, -122.68],
  [980, 989, "WA", 47.61, -122.33],
  [990, 994, "WA", 47.66, -117.43],
  [995, 999, "AK", 61.22, -149.9],
];

/** States and codes outside the contiguous states: always zone 9. */
const REMOTE = new Set(["AK", "HI", "PR", "VI", "GU", "AE", "AA", "AP"]);

export interface ZipRegion {
  state: string;
  lat: number;
  lon: number;
  remote: boolean;
}

/** The region of a US ZIP code (5 digits, optionally ZIP+4), or undefined when it is not one. */
export function zipRegion(zip: string): ZipRegion | undefined {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim());
  if (!match) return undefined;
  const zip3 = Number(match[1]);
  const region = REGIONS.find(([from, to]) => zip3 >= from && zip3 <= to);
  if (!region) return undefined;
  const [, , state, lat, lon] = region;
  return { state, lat, lon, remote: REMOTE.has(state) };
}

/** Great-circle distance in miles. */
function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Upper distance (miles) of zones 2 to 7; farther is zone 8. */
const ZONE_BANDS: readonly (readonly [zone: number, maxMiles: number])[] = [
  [2, 150],
  [3, 300],
  [4, 600],
  [5, 1000],
  [6, 1400],
  [7, 1800],
];

export type Zone = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * The zone from an origin ZIP to a destination. Canada ('CA') is zone 8; other countries and ZIP
 * codes that name no region give undefined (the address cannot be rated).
 */
export function zoneBetween(originZip: string, destination: { zip: string; country: string }): Zone | undefined {
  const origin = zipRegion(originZip);
  if (!origin) return undefined;
  const country = destination.country.trim().toUpperCase();
  if (country === "CA" || country === "CANADA") return 8;
  if (country !== "US" && country !== "USA") return undefined;
  const to = zipRegion(destination.zip);
  if (!to) return undefined;
  if (to.remote) return 9;
  const miles = milesBetween(origin, to);
  for (const [zone, max] of ZONE_BANDS) if (miles <= max) return zone as Zone;
  return 8;
}
