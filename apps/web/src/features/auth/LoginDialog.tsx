import { Alert, Modal } from "@mantine/core";

export default function LoginDialog({ onClose }: { onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title="Login" centered>
      <Alert color="gray">Signing in is not available in this version of the portal yet.</Alert>
    </Modal>
  );
}
