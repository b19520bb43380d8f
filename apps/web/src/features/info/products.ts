/** The product types the shop prints, for the overview on the home page. */
export interface ProductType {
  title: string;
  text: string;
}

export const PRODUCT_TYPES: ProductType[] = [
  {
    title: "Adhesive Vinyl",
    text: "Printed adhesive film for walls, floors, vehicles and signs, laminated or unlaminated, square cut or contour cut to shape.",
  },
  {
    title: "Rigid ACM Panels",
    text: "Aluminium composite panels printed for durable indoor and outdoor signs, wall displays and monument faces.",
  },
  {
    title: "Corex Signs",
    text: "Lightweight corrugated plastic for yard, real-estate and job-site signs, ready to mount on step stakes.",
  },
  {
    title: "Wallcoverings",
    text: "Printed wallpaper and architectural finishes for feature walls, murals and textured or rough surfaces.",
  },
  {
    title: "Window Film",
    text: "Perforated, clear and frosted films for storefronts, glass walls and privacy graphics.",
  },
  {
    title: "Magnetic",
    text: "Printed magnetic sheet for removable vehicle door signs and short-term promotions.",
  },
  {
    title: "Pattern Rolls",
    text: "Wood, stone, geometric and floral patterns from our library, printed on rolled material to the length you need.",
  },
  {
    title: "Step Stakes",
    text: "Wire stakes to stand Corex signs in lawns and job sites, ordered as accessories with your signs.",
  },
];
