import { Button, Group, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";

const CONSENT_COOKIE = "cookieconsent_status";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasConsent(): boolean {
  return document.cookie.split("; ").some((c) => c.startsWith(`${CONSENT_COOKIE}=`));
}

/** Cookie-consent banner: sets a consent cookie for 365 days, SameSite strict. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsent());
  if (!visible) return null;
  const accept = () => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser
    document.cookie = `${CONSENT_COOKIE}=dismiss; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Strict${secure}`;
    setVisible(false);
  };
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      shadow="md"
      p="md"
      withBorder
      style={{ position: "fixed", bottom: 16, left: 16, right: 16, zIndex: 150, maxWidth: 720, margin: "0 auto" }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" style={{ flex: "1 1 320px" }}>
          This site uses cookies to keep you signed in and to remember your choices. See our{" "}
          <Link to="/terms">terms</Link> for how we handle your information.
        </Text>
        <Button onClick={accept}>Got it!</Button>
      </Group>
    </Paper>
  );
}
