import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useBrand } from "../../app/BrandProvider.js";
import { useLoginDialog } from "../../app/LoginDialogContext.js";
import { useSession } from "../../app/SessionProvider.js";

export default function HomePage() {
  const brand = useBrand();
  const { isSignedIn } = useSession();
  const login = useLoginDialog();
  return (
    <Container size="lg" py="xl">
      {brand.holidayBanner.on && (
        <Alert color="yellow" mb="md" role="status">
          {brand.holidayBanner.text}
        </Alert>
      )}
      <Stack gap="md" align="flex-start">
        <Title order={1}>On-Demand Graphics Production</Title>
        <Text size="lg">{brand.tagline}</Text>
        {!isSignedIn && (
          <Group>
            <Button size="md" onClick={login.open}>
              Log In
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
