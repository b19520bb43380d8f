"""One-off: point comments that cite the outside specification ('part N section M') or DESIGN.md at
the docs/product page (or ARCHITECTURE.md) that now holds the rule. Kept for the record."""
import re, subprocess, sys

AREAS = [
    (r"(account|addresses|payments|auth|identity|recovery|accounts|invite)", "accounts.md"),
    (r"(tileMenu|info/|contact|site\.|docs/|/docs\.|termsContent|artRules|menu)", "information-pages.md"),
    (r"(staff)", "shop-order-desk.md"),
    (r"(orders|Order)", "orders.md"),
    (r"(pricing|priceBook|sheetFit|minimumCharge|wallcovering)", "pricing.md"),
    (r"(library|preflight|Library)", "library.md"),
    (r"(cart|checkout|services|stepStakes|Cart|Checkout)", "cart-and-checkout.md"),
    (r"(pattern|texture|Pattern)", "patterns.md"),
    (r"(portal|catalog|Portal|Catalog)", "portal.md"),
]
SECTION_PAGE = {  # where the section's rules are, when the file's area does not say
    ("1", "1"): "brands-and-access.md", ("1", "2"): "brands-and-access.md", ("1", "4"): "brands-and-access.md",
    ("1", "6"): "brands-and-access.md", ("1", "7"): "brands-and-access.md", ("2", "4"): "brands-and-access.md",
    ("2", "6"): "brands-and-access.md", ("2", "7"): "brands-and-access.md",
}

TOPICS = {"Pricing": "pricing.md", "Payments": "cart-and-checkout.md", "Order numbers": "orders.md",
          "Production date": "orders.md", "Shipping": "cart-and-checkout.md", "Tax": "cart-and-checkout.md",
          "Customers": "accounts.md", "Staff": "accounts.md", "Files": "library.md", "E-mail": "accounts.md"}

def page_for(path, part=None, section=None):
    for pattern, page in AREAS:
        if re.search(pattern, path):
            return page
    return SECTION_PAGE.get((part, section), "brands-and-access.md")

def design_page(path, section):
    return {"2": "docs/ARCHITECTURE.md", "3": "docs/ARCHITECTURE.md", "4": "docs/product/brands-and-access.md",
            "5": "docs/product/security.md", "7": "README.md"}.get(section, f"docs/product/{page_for(path)}")

files = subprocess.run(["git", "ls-files", "apps", "packages", "e2e", "bench", "scripts"], capture_output=True, text=True).stdout.split()
skip = set(sys.argv[1:])
changed = 0
for path in files:
    if not re.search(r"\.(ts|tsx|mjs)$", path) or path in skip:
        continue
    text = open(path).read()
    new = re.sub(r"[Pp]art ([12]),? sections? ([0-9]+)(?:(?:, | and | to |-)[0-9]+)*",
                 lambda m: f"docs/product/{page_for(path, m.group(1), m.group(2))}", text)
    new = re.sub(r'DESIGN\.md,? section 6,? "([^"]+)"(?:,? "[^"]+")*',
                 lambda m: "docs/product/" + next((pg for k, pg in TOPICS.items() if m.group(1).startswith(k)), page_for(path)), new)
    new = re.sub(r"\(docs/product/([\w-]+\.md)(?:[;,] docs/product/\1)+\)", r"(docs/product/\1)", new)
    new = re.sub(r"DESIGN\.md,? section ([0-9])", lambda m: design_page(path, m.group(1)), new)
    new = re.sub(r"(docs/product/[\w-]+\.md)([;,] \1)+", r"\1", new)
    if new != text:
        open(path, "w").write(new)
        changed += 1
print(f"{changed} files changed")
