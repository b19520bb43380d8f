/**
 * Text of the terms page (docs/product/information-pages.md): Terms of Use in 14 sections and Conditions of Order in
 * 13 items, worded from the business constants of docs/product/information-pages.md and docs/product/information-pages.md.
 */

import { BUSINESS } from "@portal/contract";

export const TERMS_LAST_MODIFIED = "Last modified September 10, 2021";

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

export interface OrderCondition {
  title: string;
  text: string;
}

/** Who provides the service, as named and reached in the terms. */
export interface TermsProvider {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export function termsOfUse(p: TermsProvider): TermsSection[] {
  return [
    {
      title: "Acceptance of These Terms",
      paragraphs: [
        `These Terms of Use govern your access to and use of the ${p.name} website and ordering portal (the "Site"), including the upload portal, file library, pattern libraries, art specifications, guides and every order placed through them. By opening an account, signing in or placing an order you agree to these Terms of Use and to the Conditions of Order below. If you do not agree, do not use the Site.`,
        `If you use the Site on behalf of a company, you confirm that you are authorized to bind that company, and "you" means both you and the company.`,
      ],
    },
    {
      title: "Trade Customers in the United States",
      paragraphs: [
        "The Site is a trade service for sign shops, graphics installers, print resellers and other businesses. It is intended for customers in the United States: orders ship to United States addresses, and all prices, charges and payments are in US dollars.",
        "We may ask for business details or a resale certificate before opening or continuing an account, and we may decline or close an account at our discretion.",
      ],
    },
    {
      title: "Accounts, Users and Passwords",
      paragraphs: [
        "You are responsible for keeping your username and password confidential and for every order placed under your sign-in. Office managers who add users to an account are responsible for those users, their orders and the orders they release for production.",
        `Tell us at once at ${p.email} if you believe your account has been used without permission. We are not liable for loss caused by use of your credentials before you notify us.`,
      ],
    },
    {
      title: "Acceptable Use",
      paragraphs: [
        "You may use the Site only to prepare, price, order and track printed products for lawful business purposes. You must not try to reach other customers' accounts or files, interfere with the Site or its security, upload malicious, damaged or encrypted files, copy or scrape the Site's content in bulk, or use the Site to send unsolicited messages.",
      ],
    },
    {
      title: "Your Artwork and Content",
      paragraphs: [
        `You keep ownership of the artwork, images, logos and text you upload. You grant ${p.name} a limited license to store, copy, prepare for production (for example by adding bleed, tiling into panels or converting colour) and print your files, only to fulfil your orders and to keep your file library.`,
        "You confirm that you own or have permission to use everything you upload, that printing it does not infringe any copyright, trademark, right of publicity or other right, and that it is not unlawful, obscene or defamatory. We may refuse to print any file.",
      ],
    },
    {
      title: "Our Content and Pattern Libraries",
      paragraphs: [
        `The Site and its design, software, text, art specifications, guides, videos and the patterns in our pattern libraries belong to ${p.name} or its licensors. Patterns may be printed only on products ordered from us; you may not download, resell or reproduce them elsewhere.`,
      ],
    },
    {
      title: "Prices and Product Information",
      paragraphs: [
        "Prices on the Site are in US dollars and are calculated from the size, material, quantity and options you choose. Prices, materials and options may change without notice, and a material may be shown as temporarily unavailable.",
        "Screen colours, photographs and samples are approximate. If a price on the Site is plainly wrong, we may correct it before production and will contact you first; you may then cancel the order.",
      ],
    },
    {
      title: "Privacy and Cookies",
      paragraphs: [
        "We collect the contact, billing, shipping and order information needed to run your account and fulfil your orders, and we share it only with the payment processors, carriers and service providers who help us do so. We do not sell your personal information.",
        "The Site uses cookies to keep you signed in, to protect your session and to remember your cookie choice. If you block cookies, the portal may not work.",
      ],
    },
    {
      title: "Saved Payment Methods",
      paragraphs: [
        "Cards you save are held by our payment processor, and the Site shows only their last four digits. By saving a card you authorize us to charge it for orders placed under your account. Keep your card details and billing address up to date.",
      ],
    },
    {
      title: "Third-Party Links and Services",
      paragraphs: [
        "The Site links to services run by others, such as carrier tracking pages, video hosting and a certified installer network. We do not control and are not responsible for their content, availability or practices; your use of them is governed by their own terms.",
      ],
    },
    {
      title: "Disclaimer of Warranties",
      paragraphs: [
        `The Site and its content are provided "as is" and "as available". To the fullest extent permitted by law, ${p.name} disclaims all warranties about the Site, express or implied, including merchantability, fitness for a particular purpose and non-infringement, and does not promise that the Site will be uninterrupted or free of errors. Remedies for printed products are set out in the Conditions of Order.`,
      ],
    },
    {
      title: "Limitation of Liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${p.name} is not liable for indirect, incidental, special, consequential or punitive damages, lost profits, lost business, or installation and labor costs arising from the Site or our products. Our total liability for any claim about an order is limited to the amount you paid for that order.`,
      ],
    },
    {
      title: "Indemnification",
      paragraphs: [
        `You agree to defend, indemnify and hold harmless ${p.name} and its owners, employees and suppliers from claims, losses and expenses, including reasonable attorneys' fees, arising from content you upload, products you order, resell or install, or your breach of these terms.`,
      ],
    },
    {
      title: "Governing Law, Changes and Contact",
      paragraphs: [
        `These terms are governed by the laws of the state in which ${p.name} has its principal place of business, without regard to conflict-of-law rules, and disputes will be heard in the state or federal courts located there.`,
        "We may change these terms by posting a new version on this page with a new last-modified date. The terms in force when you place an order apply to that order.",
        `Questions about these terms: ${p.email}, ${p.phone}, ${p.address}.`,
      ],
    },
  ];
}

export function conditionsOfOrder(p: Pick<TermsProvider, "name">): OrderCondition[] {
  return [
    {
      title: "Acceptance",
      text: `An order is accepted when ${p.name} confirms it with an order number. We may refuse an order before production, for example when the artwork cannot be printed as supplied or the shipping address is outside the United States; payment for a refused order is refunded in full.`,
    },
    {
      title: "Payment",
      text: "Payment is charged in full, in US dollars, to the payment method you choose when the order is placed. Shipping and any applicable sales tax are added at checkout.",
    },
    {
      title: "Minimum purchase",
      text: `Each order carries a $150 minimum. An order whose products total less than $150.00 is charged the minimum, shown on the order as item ${BUSINESS.minimumChargeItemNo}, "${BUSINESS.minimumChargeLabel}".`,
    },
    {
      title: "Production and ship dates",
      text: "Most orders placed by 3:00 pm Central on a business day ship the next business day. Orders placed after 3:00 pm Central, or on a weekend or holiday, count as placed on the next business day. Ship dates are estimates; delivery time depends on the carrier and service you choose.",
    },
    {
      title: "Colour matching, proofs and custom jobs",
      text: "Colour matching, proofs and custom jobs take longer than 24 hours. Production of these orders starts only after you approve the match or proof, and the ship date moves with it.",
    },
    {
      title: "Proofs",
      text: "Reduced proofs are available up to 12 in by 52 in. Approving a proof confirms that content, spelling, layout, size and colour are correct; we are not responsible for errors that appear in an approved proof.",
    },
    {
      title: "Artwork",
      text: "You are responsible for print-ready files that follow our art specifications, including raster images of at least 100 ppi at actual print size, pre-ganged sheets no wider than 58.5 in and tiled panels with the standard .25 in overlap. Files are printed as supplied: we do not proofread, and problems caused by artwork outside the specifications are not defects.",
    },
    {
      title: "Colour",
      text: "Printed colour can differ from screen colour, from earlier print runs and from one material to another. Order critical brand colours with our colour-matching service; without it, colour differences are not grounds for a reprint or credit.",
    },
    {
      title: "Shipping and risk of loss",
      text: "Orders ship to United States addresses by the carrier and service you choose, or on your own carrier account. Title and risk of loss pass to you when the order is handed to the carrier. Note visible carrier damage on the delivery receipt and tell us the same day.",
    },
    {
      title: "Defects",
      text: "Inspect every order when it arrives. If a product has a printing or manufacturing defect, tell us within five business days of delivery, with the order number and photographs. Our only obligation is, at our choice, to reprint the defective items or credit their price.",
    },
    {
      title: "All sales final",
      text: "All sales are final. Products are made to order, so an order cannot be cancelled once production starts, and products cannot be returned for a refund or exchange except as set out under Defects.",
    },
    {
      title: "Returned payments",
      text: "A $30 service charge applies to every payment returned or declined by your bank or card issuer, in addition to the amount due. We may hold open orders until the balance is paid.",
    },
    {
      title: "Installation and use",
      text: `Installation is your responsibility. Follow the material manufacturer's instructions for surface preparation, temperature and application. ${p.name} is not liable for installation labor, for surface damage on removal or for products applied to unsuitable surfaces, and our liability for any order is limited to its purchase price.`,
    },
  ];
}
