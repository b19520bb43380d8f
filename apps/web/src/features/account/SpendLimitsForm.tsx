import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from "@mantine/core";
import { formatCentsUsd, type SpendLimits } from "@portal/contract";
import { IconArrowDown, IconArrowUp, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, fetchData } from "../../lib/api.js";

const limitsKey = (userId: number) => ["account", "limits", userId] as const;

const toCents = (v: number | string): number | null =>
  v === "" || v === null || Number.isNaN(Number(v)) ? null : Math.round(Number(v) * 100);
const toDollars = (cents: number | null): number | string => (cents === null ? "" : cents / 100);

/**
 * A user's spend limits and approvers (docs/product/approvals.md), set by an office manager in Manage
 * Users: order limit, monthly limit, 'every order needs approval', and the approvers in order.
 */
export function SpendLimitsForm({
  userId,
  onSaved,
  onCancel,
}: {
  userId: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const limits = useQuery({
    queryKey: limitsKey(userId),
    queryFn: () => fetchData<SpendLimits>("POST", "/Account/GetSpendLimits", { userId }),
  });
  const [orderLimit, setOrderLimit] = useState<number | string>("");
  const [monthlyLimit, setMonthlyLimit] = useState<number | string>("");
  const [always, setAlways] = useState(false);
  const [approvers, setApprovers] = useState<number[]>([]);
  const [error, setError] = useState("");
  useEffect(() => {
    if (!limits.data) return;
    setOrderLimit(toDollars(limits.data.OrderLimitCents));
    setMonthlyLimit(toDollars(limits.data.MonthlyLimitCents));
    setAlways(limits.data.AlwaysApprove);
    setApprovers(limits.data.Approvers.map((a) => a.Id));
  }, [limits.data]);
  const save = useMutation({
    mutationFn: async () => {
      const reply = await api<unknown>("POST", "/Account/SetSpendLimits", {
        userId,
        OrderLimitCents: toCents(orderLimit),
        MonthlyLimitCents: toCents(monthlyLimit),
        AlwaysApprove: always,
        Approvers: approvers,
      });
      if (reply.Status !== "ok") throw new Error(reply.Message || "The limits could not be saved.");
      return reply.Message ?? "";
    },
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: limitsKey(userId) });
      onSaved(message);
    },
    onError: (err: Error) => setError(err.message),
  });

  if (limits.isPending) return <Loader size="sm" aria-label="Loading limits" />;
  if (limits.isError) return <Alert color="red">{limits.error.message}</Alert>;
  const managers = limits.data.OfficeManagers;
  const nameOf = (id: number) => managers.find((m) => m.Id === id)?.Name ?? String(id);
  const left = managers.filter((m) => !approvers.includes(m.Id));
  const move = (i: number, by: number) =>
    setApprovers((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });

  return (
    <form
      aria-label="Spend limits"
      onSubmit={(e) => {
        e.preventDefault();
        setError("");
        save.mutate();
      }}
    >
      <Stack gap="sm" maw={520}>
        <Text size="sm" c="dimmed">
          Orders over a limit wait for approval. Amounts are order totals with shipping and tax; leave a limit empty for
          none. Spent this month: {formatCentsUsd(limits.data.SpentThisMonthCents)}.
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label="Order limit ($)"
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            prefix="$"
            value={orderLimit}
            onChange={setOrderLimit}
          />
          <NumberInput
            label="Monthly limit ($)"
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            prefix="$"
            value={monthlyLimit}
            onChange={setMonthlyLimit}
          />
        </Group>
        <Checkbox
          label="Every order needs approval"
          checked={always}
          onChange={(e) => setAlways(e.currentTarget.checked)}
        />
        <div>
          <Text size="sm" fw={500}>
            Approvers, in order
          </Text>
          {approvers.length === 0 ? (
            <Text size="sm" c="dimmed">
              Any office manager of the company.
            </Text>
          ) : (
            <List type="ordered" aria-label="Approvers in order" spacing={4}>
              {approvers.map((id, i) => (
                <List.Item key={id}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{nameOf(id)}</Text>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Move ${nameOf(id)} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={14} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Move ${nameOf(id)} down`}
                      disabled={i === approvers.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={14} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={`Remove approver ${nameOf(id)}`}
                      onClick={() => setApprovers((list) => list.filter((x) => x !== id))}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {left.length > 0 && (
            <NativeSelect
              mt="xs"
              label="Add approver"
              value=""
              data={[
                { value: "", label: "Choose an office manager" },
                ...left.map((m) => ({ value: String(m.Id), label: m.Name })),
              ]}
              onChange={(e) => {
                const id = Number(e.currentTarget.value);
                if (id > 0) setApprovers((list) => [...list, id]);
              }}
            />
          )}
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Limits
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
