import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CONTACT_EXCEPTION_MESSAGE, ContactRequestSchema, SPAM_TRAP_MESSAGE } from "@portal/contract";
import { useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import { apiPost } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";
import classes from "./contact.module.css";

/** The fields a person fills in (NickName is the hidden spam trap: its message goes to the alert). */
const LABELS: FieldLabels = {
  Name: "Name",
  BusinessName: "Business Name",
  Email: "Email",
  PhoneNumber: "Phone Number",
  Message: "Message",
};

/** Wholesale enquiry form (docs/product/information-pages.md). On success the form gives way to a Close button. */
export default function ContactModal({ onClose }: { onClose(): void }) {
  const [sent, setSent] = useState("");
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { Name: "", NickName: "", BusinessName: "", Email: "", PhoneNumber: "", Message: "" },
  });
  const errors = useFormErrors(form, LABELS);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    if (values.NickName) {
      errors.showGeneral(SPAM_TRAP_MESSAGE);
      return;
    }
    if (!errors.check(ContactRequestSchema, values)) return;
    setSending(true);
    try {
      const reply = await apiPost("/Account/Contact", values);
      if (reply.Status === "ok") setSent(reply.Message || "Your message has been sent.");
      else if (reply.Status === "exception") errors.showGeneral(CONTACT_EXCEPTION_MESSAGE);
      else errors.showReply(reply, CONTACT_EXCEPTION_MESSAGE);
    } catch {
      errors.showGeneral(CONTACT_EXCEPTION_MESSAGE);
    } finally {
      setSending(false);
    }
  });

  return (
    <Dialog onClose={onClose} title="Contact us" size="lg" centered>
      {sent ? (
        <Stack>
          <Alert color="green" role="status" title="Message sent">
            {sent}
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
            <FormAlert message={errors.general} />
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
