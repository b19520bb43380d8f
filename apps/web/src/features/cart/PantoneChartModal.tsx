import { Alert, Button, Group, Image, Loader, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import {
  CHART_DETAILS_MISSING,
  PANTONE_ADD_FAILED,
  PANTONE_CHOICE_MISSING,
  PANTONE_FINISH_NAMES,
  PANTONE_FINISHES,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api.js";
import { refreshCart } from "./cartApi.js";

interface ChartDetails {
  Id: string;
  FullUrl: string;
  InchHeight: number;
  InchWidth: number;
  ImageUrl: string;
}
interface ChartProduct {
  Id: number;
  Name: string;
  ProductName: string;
  PriceText: string;
  Image: string;
}

const SELECT = "SELECT";

/** Pantone Chart modal (docs/product/cart-and-checkout.md): chart product, finish, Add Chart and Close. */
export function PantoneChartModal({ userId, opened, onClose }: { userId: number; opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const [productId, setProductId] = useState("");
  const [finish, setFinish] = useState(SELECT);
  const [message, setMessage] = useState<string | null>(null);

  const details = useQuery({
    queryKey: ["pantoneChartDetails", userId],
    enabled: opened,
    queryFn: async () => {
      const reply = await api<ChartDetails[]>("POST", "/Store/GetPantoneChartDetails", { userId });
      const first = reply.Status === "ok" ? reply.Data?.[0] : undefined;
      if (!first) throw new Error(CHART_DETAILS_MISSING);
      return first;
    },
  });
  const products = useQuery({
    queryKey: ["pantoneChartProducts", userId],
    enabled: opened,
    queryFn: async () => {
      const reply = await api<ChartProduct[]>("POST", "/Store/GetPantoneChartProducts", { userId });
      return reply.Status === "ok" ? (reply.Data ?? []) : [];
    },
  });

  const add = useMutation({
    mutationFn: async () => {
      const reply = await api("POST", "/Store/AddPantoneChart", { userId, ProductId: productId, Finish: finish });
      if (reply.Status !== "ok") throw new Error(reply.Message || PANTONE_ADD_FAILED);
    },
    onSuccess: async () => {
      await refreshCart(queryClient);
      close();
    },
    onError: (err) => setMessage(err.message || PANTONE_ADD_FAILED),
  });

  const close = () => {
    setProductId("");
    setFinish(SELECT);
    setMessage(null);
    onClose();
  };

  const submit = () => {
    if (!productId || finish === SELECT) {
      setMessage(PANTONE_CHOICE_MISSING);
      return;
    }
    setMessage(null);
    add.mutate();
  };

  return (
    <Modal opened={opened} onClose={close} title="Pantone Chart" centered size="lg">
      <Stack>
        {details.isPending || products.isPending ? (
          <Loader aria-label="Loading the Pantone chart" />
        ) : details.isError ? (
          <Alert color="red" role="alert">
            {CHART_DETAILS_MISSING}
          </Alert>
        ) : (
          <>
            <Image src={details.data.ImageUrl} alt="Pantone chart" mah={240} fit="contain" />
            <Text size="sm" c="dimmed">
              Printed at {details.data.InchWidth} in x {details.data.InchHeight} in.
            </Text>
            <NativeSelect
              label="Chart"
              value={productId}
              onChange={(e) => setProductId(e.currentTarget.value)}
              data={[
                { value: "", label: "Select" },
                ...(products.data ?? []).map((p) => ({
                  value: String(p.Id),
                  label: `${p.Name} on ${p.ProductName} - ${p.PriceText}`,
                })),
              ]}
            />
            <NativeSelect
              label="Finish"
              value={finish}
              onChange={(e) => setFinish(e.currentTarget.value)}
              data={[
                { value: SELECT, label: "SELECT" },
                ...PANTONE_FINISHES.map((f) => ({ value: f, label: PANTONE_FINISH_NAMES[f] })),
              ]}
            />
          </>
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={details.isError || details.isPending}>
            Add Chart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
