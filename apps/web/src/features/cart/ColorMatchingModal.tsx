import { Alert, Button, Checkbox, Group, List, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import {
  COLOR_MATCHING_ADDED,
  type FileColorSet,
  SPOT_COLOR_LIMIT_MESSAGE,
  SPOT_COLOR_REQUIRED,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, fetchData } from "../../lib/api.js";
import { refreshCart } from "./cartApi.js";

const COLOR_MATCHING_INCLUDES = [
  "Up to 2 revisions",
  "2 vinyl proofs (max 12 in x 52 in)",
  "Colour match of up to 4 Pantone colours",
  "2 printed samples per match (4 in x 4 in)",
  "1-3 extra business days",
];

/** Color Matching modal (docs/product/cart-and-checkout.md): the service, a spot-colour checklist per file, Add Service. */
export function ColorMatchingModal({
  userId,
  opened,
  description,
  onClose,
}: {
  userId: number;
  opened: boolean;
  description: string;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const colorSet = useQuery({
    queryKey: ["fileColorSet", userId],
    enabled: opened,
    queryFn: () => fetchData<FileColorSet>("POST", "/Store/GetFileColorSet", { userId }),
  });
  const limit = colorSet.data?.SpotColorLimit ?? 5;
  const overLimit = Object.values(picked).some((colors) => colors.length > limit);

  const add = useMutation({
    mutationFn: async (files: [string, string[]][]) => {
      for (const [fileId, colors] of files) {
        const reply = await api("POST", "/Store/AddOption1ToCart", {
          userId,
          colorSetId: fileId,
          colorSetFilename: colorSet.data?.SpotColorFiles[fileId] ?? "",
          colorSetColors: colors,
        });
        if (reply.Status !== "ok") throw new Error(reply.Message || "The service could not be added.");
      }
    },
    onSuccess: async () => {
      await refreshCart(queryClient);
      setDone(true);
    },
    onError: (err) => setMessage(err.message),
  });

  const close = () => {
    setPicked({});
    setMessage(null);
    setDone(false);
    onClose();
  };

  const submit = () => {
    const files = Object.entries(picked).filter(([, colors]) => colors.length > 0);
    if (files.length === 0) {
      setMessage(SPOT_COLOR_REQUIRED);
      return;
    }
    if (overLimit) {
      setMessage(SPOT_COLOR_LIMIT_MESSAGE);
      return;
    }
    setMessage(null);
    add.mutate(files);
  };

  const fileIds = Object.keys(colorSet.data?.SpotColorFiles ?? {});

  return (
    <Modal opened={opened} onClose={close} title="Color Matching" centered size="lg">
      <Stack>
        {description && <Text>{description}</Text>}
        <Text fw={600}>The service includes:</Text>
        <List size="sm">
          {COLOR_MATCHING_INCLUDES.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {colorSet.isPending ? (
          <Loader aria-label="Loading spot colours" />
        ) : colorSet.isError ? (
          <Alert color="red" role="alert">
            {colorSet.error.message}
          </Alert>
        ) : fileIds.length === 0 ? (
          <Text c="dimmed">None of your uploaded files has spot colours.</Text>
        ) : (
          fileIds.map((fileId) => {
            const colors = colorSet.data.SpotColors[fileId] ?? [];
            const chosen = picked[fileId] ?? [];
            return (
              <Stack key={fileId} gap="xs">
                <Title order={4}>{colorSet.data.SpotColorFiles[fileId]}</Title>
                <Checkbox.Group
                  label={`Spot colours of ${colorSet.data.SpotColorFiles[fileId]}`}
                  value={chosen}
                  onChange={(value) => {
                    setPicked((p) => ({ ...p, [fileId]: value }));
                    setMessage(value.length > limit ? SPOT_COLOR_LIMIT_MESSAGE : null);
                  }}
                  error={chosen.length > limit ? SPOT_COLOR_LIMIT_MESSAGE : undefined}
                >
                  <Stack gap={4} mt="xs">
                    {colors.map((c) => (
                      <Checkbox key={c.name} value={c.name} label={c.name} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              </Stack>
            );
          })
        )}
        {done && (
          <Alert color="green" role="status">
            {COLOR_MATCHING_ADDED}
          </Alert>
        )}
        {message && !overLimit && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={overLimit || fileIds.length === 0}>
            Add Service
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
