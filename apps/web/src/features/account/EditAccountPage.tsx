import { Anchor, Container, Paper, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { AccountForm } from "./AccountForm.js";

/** The signed-in user's own account form (route 'account', /user). */
export default function EditAccountPage() {
  const { user } = useSession();
  return (
    <Container size="sm" py="xl">
      <Anchor component={Link} to="/account" size="sm">
        ← Back to Account
      </Anchor>
      <Title order={1} mt="xs">
        Account
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Your name and contact details. Fields marked * are required.
      </Text>
      <Paper withBorder p="md">
        {user && <AccountForm mode="edit" userId={user.Id} />}
      </Paper>
    </Container>
  );
}
