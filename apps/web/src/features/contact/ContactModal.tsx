import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CONTACT_EXCEPTION_MESSAGE, ContactRequestSchema, SPAM_TRAP_MESSAGE } from "@portal/contract";
import { useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { apiPost } from "../../lib/api.js";
import { schemaErrors, serverFieldErrors } from "../../lib/formErrors.js";
import classes from "./contact.module.css";

type Outcome = { kind: "sent"; message: string } | { kind: "warning"; message: string } | null;

/** Wholesale enquiry form (docs/product/information-pages.md). On success the form gives way to a Close button. */
export default function ContactModal({ onClose }: { onClose(): void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { Name: "", NickName: "", BusinessName: "", Email: "", PhoneNumber: "", Message: "" },
    validate: (values) => {
      const errors = schemaErrors(ContactRequestSchema, values);
      delete errors.NickName;
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (values.NickName) {
      setOutcome({ kind: "warning", message: SPAM_TRAP_MESSAGE });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const reply = await apiPost("/Account/Contact", values);
      if (reply.Status === "ok") setOutcome({ kind: "sent", message: reply.Message ?? "" });
      else if (reply.Status === "exception") setOutcome({ kind: "warning", message: CONTACT_EXCEPTION_MESSAGE });
      else {
        form.setErrors(serverFieldErrors(reply.Data));
        setOutcome({ kind: "warning", message: reply.Message ?? CONTACT_EXCEPTION_MESSAGE });
      }
    } catch {
      setOutcome({ kind: "warning", message: CONTACT_EXCEPTION_MESSAGE });
    } finally {
      setSending(false);
    }
  });

  return (
    <Dialog onClose={onClose} title="Contact us" size="lg" centered>
      {outcome?.kind === "sent" ? (
        <Stack>
          <Alert color="green" role="status" title="Message sent">
            {outcome.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Contact form">
          <Stack gap="sm">
            <Text size="sm">Tell us about your business and what you print. We answer within one business day.</Text>
            <TextInput label="Name" withAsterisk autoComplete="name" {...form.getInputProps("Name")} />
            <div className={classes.trap} aria-hidden="true">
              <label htmlFor="contact-nickname">Leave this field empty</label>
              <input id="contact-nickname" tabIndex={-1} autoComplete="off" {...form.getInputProps("NickName")} />
            </div>
            <TextInput label="Business Name" autoComplete="organization" {...form.getInputProps("BusinessName")} />
            <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps("Email")} />
            <TextInput label="Phone Number" type="tel" autoComplete="tel" {...form.getInputProps("PhoneNumber")} />
            <Textarea label="Message" withAsterisk autosize minRows={4} {...form.getInputProps("Message")} />
            {outcome?.kind === "warning" && (
              <Alert color="yellow" role="alert">
                {outcome.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={sending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
