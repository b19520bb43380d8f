import { Alert } from "@mantine/core";

/**
 * A form's one alert: what belongs to no field (lib/formErrors.ts `useFormErrors`), one message a
 * line. Field messages stay under their fields, so nothing is said twice.
 */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
      {message}
    </Alert>
  );
}
