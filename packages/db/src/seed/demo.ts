import type { customers, shippingAddresses, users } from "../schema/index.js";

export const DEMO_PASSWORD = "Print-Demo-2026";
/** Every franchise gets the demo set, so each BRAND can be signed in to. */
export const SEED_FRANCHISES = ["Wholesale", "NGS", "EPD", "Decor"] as const;

type CustomerRow = Omit<typeof customers.$inferInsert, "franchise">;
type UserRow = Omit<typeof users.$inferInsert, "franchise" | "passwordHash" | "customerId">;
type AddressRow = Omit<typeof shippingAddresses.$inferInsert, "userId">;

interface DemoCustomer {
  customer: CustomerRow;
  users: { user: UserRow; address: AddressRow }[];
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    customer: { companyName: "Northside Sign Co.", requiresApproval: true },
    users: [
      {
        user: {
          username: "buyer",
          firstName: "Bailey",
          lastName: "Byers",
          email: "bailey@northsidesign.example",
          phoneNumber: "(612) 555-0101",
          website: "https://northsidesign.example",
          address: "415 Lyndale Ave N",
          city: "Minneapolis",
          state: "MN",
          zip: "55405",
          level: 1,
        },
        address: {
          firstName: "Bailey",
          lastName: "Byers",
          companyName: "Northside Sign Co.",
          address1: "415 Lyndale Ave N",
          city: "Minneapolis",
          state: "MN",
          zip: "55405",
          phoneNumber: "(612) 555-0101",
          email: "bailey@northsidesign.example",
          residential: false,
        },
      },
      {
        user: {
          username: "manager",
          firstName: "Morgan",
          lastName: "Mendez",
          email: "morgan@northsidesign.example",
          phoneNumber: "(612) 555-0102",
          website: "https://northsidesign.example",
          address: "415 Lyndale Ave N",
          city: "Minneapolis",
          state: "MN",
          zip: "55405",
          level: 2,
        },
        address: {
          firstName: "Morgan",
          lastName: "Mendez",
          companyName: "Northside Sign Co.",
          address1: "415 Lyndale Ave N",
          address2: "Receiving Dock B",
          city: "Minneapolis",
          state: "MN",
          zip: "55405",
          phoneNumber: "(612) 555-0102",
          email: "morgan@northsidesign.example",
          residential: false,
        },
      },
      {
        user: {
          username: "forcepass",
          firstName: "Frankie",
          lastName: "Ford",
          email: "frankie@northsidesign.example",
          phoneNumber: "(612) 555-0103",
          address: "415 Lyndale Ave N",
          city: "Minneapolis",
          state: "MN",
          zip: "55405",
          level: 1,
          forcePass: true,
        },
        address: {
          firstName: "Frankie",
          lastName: "Ford",
          address1: "2217 Bryant Ave S",
          city: "Minneapolis",
          state: "MN",
          zip: "55405",
          phoneNumber: "(612) 555-0103",
          email: "frankie@northsidesign.example",
          residential: true,
        },
      },
    ],
  },
  {
    customer: { companyName: "Lakeshore Wraps LLC" },
    users: [
      {
        user: {
          username: "buyer2",
          firstName: "Casey",
          lastName: "Lindqvist",
          email: "casey@lakeshorewraps.example",
          phoneNumber: "(414) 555-0144",
          address: "90 E Erie St",
          city: "Milwaukee",
          state: "WI",
          zip: "53202",
          level: 1,
        },
        address: {
          firstName: "Casey",
          lastName: "Lindqvist",
          companyName: "Lakeshore Wraps LLC",
          address1: "90 E Erie St",
          city: "Milwaukee",
          state: "WI",
          zip: "53202",
          phoneNumber: "(414) 555-0144",
          email: "casey@lakeshorewraps.example",
          residential: false,
        },
      },
    ],
  },
  {
    customer: {
      companyName: "Prairie Installers Inc.",
      termsAccount: true,
      taxExempt: true,
      resaleCertificate: "IA-RS-0048821",
      shippingAccount: "FX-204871553",
    },
    users: [
      {
        user: {
          username: "terms",
          firstName: "Terry",
          lastName: "Sandoval",
          email: "terry@prairieinstallers.example",
          phoneNumber: "(515) 555-0177",
          address: "1800 SE Army Post Rd",
          city: "Des Moines",
          state: "IA",
          zip: "50315",
          level: 1,
        },
        address: {
          firstName: "Terry",
          lastName: "Sandoval",
          companyName: "Prairie Installers Inc.",
          address1: "1800 SE Army Post Rd",
          city: "Des Moines",
          state: "IA",
          zip: "50315",
          phoneNumber: "(515) 555-0177",
          email: "terry@prairieinstallers.example",
          residential: false,
        },
      },
    ],
  },
  {
    // Only e2e/proofs.spec.ts orders as this customer, so no other spec shares its cart.
    customer: { companyName: "Brightline Proof Studio", termsAccount: true },
    users: [
      {
        user: {
          username: "proofs",
          firstName: "Pat",
          lastName: "Okafor",
          email: "pat@brightlineproof.example",
          phoneNumber: "(319) 555-0162",
          address: "415 1st Ave SE",
          city: "Cedar Rapids",
          state: "IA",
          zip: "52401",
          level: 1,
        },
        address: {
          firstName: "Pat",
          lastName: "Okafor",
          companyName: "Brightline Proof Studio",
          address1: "415 1st Ave SE",
          city: "Cedar Rapids",
          state: "IA",
          zip: "52401",
          phoneNumber: "(319) 555-0162",
          email: "pat@brightlineproof.example",
          residential: false,
        },
      },
    ],
  },
];

export const DEMO_USERNAMES = DEMO_CUSTOMERS.flatMap((c) => c.users.map((u) => u.user.username));
