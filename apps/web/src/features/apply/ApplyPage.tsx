import {
  Alert,
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { TradeApplicationSchema } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { apiPost, fetchData } from "../../lib/api.js";
import { FormAlert } from "../../components/FormAlert.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";

interface KeyValue {
  key: string;
  value: string;
}

/** The form's fields in screen order, with their labels (messages use them). */
const LABELS: FieldLabels = {
  CompanyName: "Company Name",
  ContactName: "Contact Name",
  Email: "Email",
  PhoneNumber: "Phone Number",
  Address1: "Address",
  Address2: "Address 2",
  City: "City",
  State: "State",
  Zip: "Zip",
  ResaleCertificate: "Resale Certificate Number",
  Website: "Website",
  Message: "What do you print?",
};

/** Trade account application: company, contact, address and resale certificate; stored and e-mailed. */
export default function ApplyPage() {
  const brand = useBrand();
  const [sent, setSent] = useState("");
  const states = useQuery({
    queryKey: ["lists", "states"],
    queryFn: () => fetchData<KeyValue[]>("GET", "/Account/GetStateList"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm({
    initialValues: {
      CompanyName: "",
      ContactName: "",
      Email: "",
      PhoneNumber: "",
      Address1: "",
      Address2: "",
      City: "",
      State: "Select",
      Zip: "",
      ResaleCertificate: "",
      Website: "",
      Message: "",
    },
  });
  const errors = useFormErrors(form, LABELS);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    if (!errors.check(TradeApplicationSchema, values)) return;
    try {
      const reply = await apiPost("/Account/Apply", values);
      if (reply.Status === "ok") setSent(reply.Message ?? "");
      else errors.showReply(reply, "The application could not be sent.");
    } catch {
      errors.showGeneral("The application could not be sent. Please try again.");
    }
  });

  return (
    <Container size="md" py="xl">
      <Title order={1}>Apply for a Trade Account</Title>
      <Text mt="xs" mb="lg">
        {brand.name} sells to the trade: sign shops, installers and resellers. Tell us about your business and we will
        set up your account, usually within one business day.
      </Text>
      {sent ? (
        <Alert color="green" role="status" title="Application sent">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Trade account application">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Company Name"
                withAsterisk
                autoComplete="organization"
                {...form.getInputProps("CompanyName")}
              />
              <TextInput label="Contact Name" withAsterisk autoComplete="name" {...form.getInputProps("ContactName")} />
              <TextInput
                label="Email"
                withAsterisk
                type="email"
                autoComplete="email"
                {...form.getInputProps("Email")}
              />
              <TextInput
                label="Phone Number"
                withAsterisk
                type="tel"
                autoComplete="tel"
                {...form.getInputProps("PhoneNumber")}
              />
              <TextInput
                label="Address"
                withAsterisk
                autoComplete="address-line1"
                {...form.getInputProps("Address1")}
              />
              <TextInput label="Address 2" autoComplete="address-line2" {...form.getInputProps("Address2")} />
              <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps("City")} />
              {states.data ? (
                <Select
                  label="State"
                  withAsterisk
                  searchable
                  data={[
                    { value: "Select", label: "Select" },
                    ...states.data.map((s) => ({ value: s.key, label: s.value })),
                  ]}
                  {...form.getInputProps("State")}
                />
              ) : (
                <TextInput label="State" withAsterisk autoComplete="address-level1" {...form.getInputProps("State")} />
              )}
              <TextInput label="Zip" withAsterisk autoComplete="postal-code" {...form.getInputProps("Zip")} />
              <TextInput
                label="Resale Certificate Number"
                description="For tax-exempt purchases; we will ask for a copy."
                {...form.getInputProps("ResaleCertificate")}
              />
              <TextInput label="Website" type="url" autoComplete="url" {...form.getInputProps("Website")} />
            </SimpleGrid>
            <Textarea label="What do you print?" autosize minRows={3} {...form.getInputProps("Message")} />
            <FormAlert message={errors.general} />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                Send Application
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Container>
  );
}
