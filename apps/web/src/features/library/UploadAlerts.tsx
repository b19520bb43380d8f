import { Alert, Button, Group, List, Text } from "@mantine/core";
import { notAcceptedTypeMessage, RECOMMENDED_UPLOAD_MESSAGE, UPLOAD_NAME_MESSAGE } from "@portal/contract";
import type { Notice, useUploadSession } from "./useUploadSession.js";

type Session = ReturnType<typeof useUploadSession>;

/** Files refused as they were added: names with # or +, and types not accepted. */
export function AddRefusals({ session }: { session: Session }) {
  return (
    <>
      {session.refusedNames.length > 0 && (
        <Alert color="red" role="alert" withCloseButton onClose={session.clearRefusedNames} closeButtonLabel="Dismiss">
          <Text size="sm" fw={600}>
            {UPLOAD_NAME_MESSAGE}
          </Text>
          <Text size="sm">Not added: {session.refusedNames.join(", ")}</Text>
        </Alert>
      )}
      {session.typeRefusals.length > 0 && (
        <Alert color="red" role="alert" withCloseButton onClose={session.clearTypeRefusals} closeButtonLabel="Dismiss">
          {session.typeRefusals.map((name) => (
            <Text size="sm" key={name}>
              {notAcceptedTypeMessage(name)}
            </Text>
          ))}
        </Alert>
      )}
      {session.bigNames.length > 0 && (
        <Alert color="yellow" title="Large files">
          <List size="sm">
            {session.bigNames.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
          <Text size="sm" mt={4}>
            {RECOMMENDED_UPLOAD_MESSAGE} Larger files take longer to upload and check.
          </Text>
        </Alert>
      )}
    </>
  );
}

/** The Keep both / Overwrite question for files already in the folder. */
export function OverwriteQuestion({ session, folderName }: { session: Session; folderName: string }) {
  const { question, answering } = session;
  if (!question) return null;
  return (
    <Alert color="yellow" title="These files are already in the folder" role="alert">
      <Text size="sm">
        {question.names.join(", ")} {question.names.length === 1 ? "exists" : "exist"} in {folderName} already. Keep
        both files, or overwrite the ones there?
      </Text>
      <Group mt="sm">
        <Button size="xs" onClick={() => void session.answer("keep")} loading={answering}>
          Keep both
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => void session.answer("overwrite")}
          disabled={answering}
        >
          Overwrite
        </Button>
        <Button size="xs" variant="default" onClick={session.cancelQuestion} disabled={answering}>
          Cancel
        </Button>
      </Group>
    </Alert>
  );
}

/** What the folder refused to save, and the upload's latest notice (announced politely). */
export function UploadOutcome({ placedRefusals, notice }: { placedRefusals: string[]; notice: Notice | null }) {
  return (
    <>
      {placedRefusals.length > 0 && (
        <Alert color="red" role="alert" title="Not saved">
          {placedRefusals.map((text) => (
            <Text size="sm" key={text}>
              {text}
            </Text>
          ))}
        </Alert>
      )}
      <div aria-live="polite">
        {notice && (
          <Alert color={notice.color} role={notice.color === "red" ? "alert" : "status"}>
            <Text size="sm" fw={600}>
              {notice.text}
            </Text>
            {notice.detail && <Text size="sm">{notice.detail}</Text>}
          </Alert>
        )}
      </div>
    </>
  );
}
