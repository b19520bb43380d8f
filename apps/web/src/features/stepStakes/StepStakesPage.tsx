import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Image,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { CART_MAX_QUANTITY, ITEMS_ADDED_MESSAGE, type StepStake } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { api, fetchData } from "../../lib/api.js";
import { quantityFromInput } from "../../lib/quantity.js";
import { refreshCart } from "../cart/index.js";
import { LoadError } from "../../components/LoadError.js";

const ADD_ERROR = "There was an error adding this product.";
const ADD_ERROR_HELP = "If the problem persist please contact us for assistance.";

/** Step stakes (accessories) screen (docs/product/cart-and-checkout.md): product cards with Add To Cart. */
export default function StepStakesPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stakes = useQuery({
    queryKey: ["stepStakes", userId],
    enabled: userId > 0,
    queryFn: () => fetchData<StepStake[]>("GET", "/Store/GetStepStakes"),
  });

  const add = useMutation({
    mutationFn: async ({ stake, quantity }: { stake: StepStake; quantity: number }) => {
      const reply = await api("POST", "/Store/AddToCartMisc", {
        userId,
        ItemNo: stake.ItemNo,
        Quantity: quantity,
        ItemDesc: stake.Name,
        MaterialText: stake.Name,
        Material: stake.ItemNo,
        ImageUrl: stake.ImageUrl,
        product_type: "misc",
        SetId: 0,
      });
      if (reply.Status !== "ok") throw new Error(reply.Message ?? "");
      return reply.Message || ITEMS_ADDED_MESSAGE;
    },
    onMutate: () => setFailure(null),
    onSuccess: async (message) => {
      await refreshCart(queryClient);
      setAdded(message);
    },
    onError: (err) => setFailure(err.message),
  });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Order Accessories</Title>
        <Text c="dimmed">Step stakes to stand up your Corex yard signs.</Text>
        {failure !== null && (
          <Alert color="red" role="alert" title={ADD_ERROR} withCloseButton onClose={() => setFailure(null)}>
            <Stack gap={4}>
              {failure && <Text size="sm">{failure}</Text>}
              <Text size="sm">{ADD_ERROR_HELP}</Text>
            </Stack>
          </Alert>
        )}
        {stakes.isPending ? (
          <PageLoader />
        ) : stakes.isError ? (
          <LoadError what="The accessories" message={stakes.error.message} />
        ) : (stakes.data ?? []).length === 0 ? (
          <Text>No accessories are offered at the moment.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {stakes.data.map((s) => (
              <StakeCard
                key={s.ItemNo}
                stake={s}
                busy={add.isPending && add.variables?.stake.ItemNo === s.ItemNo}
                onAdd={(quantity) => add.mutate({ stake: s, quantity })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={added !== null} onClose={() => setAdded(null)} title="Added to Cart" centered>
        <Stack>
          <Text>{added}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAdded(null)}>
              Continue Creating
            </Button>
            <Button onClick={() => navigate("/store/cart")}>Go To Cart</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

function StakeCard({ stake, busy, onAdd }: { stake: StepStake; busy: boolean; onAdd(quantity: number): void }) {
  const [quantity, setQuantity] = useState<number>(1);
  return (
    // The image spans the card (the pictures are 16:10), and the quantity and button sit at the
    // card's foot, so the cards of a row line up however long their descriptions are (issue 17).
    <Card withBorder padding="md" component="article" aria-label={stake.Name} h="100%">
      <Card.Section>
        <Image src={stake.ImageUrl} alt={stake.Name} w="100%" fit="cover" style={{ aspectRatio: "16 / 10" }} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Title order={2} size="h4">
          {stake.Name}
        </Title>
        <Text size="sm">{stake.Description}</Text>
        <Text size="sm" c="dimmed">
          {stake.InchWidth} in x {stake.InchHeight} in, {stake.WireGauge} gauge wire
        </Text>
        <Text fw={600}>{stake.PriceText}</Text>
        {!stake.Available && <Text c="red">Temporarily unavailable</Text>}
        <NumberInput
          mt="auto"
          label="Quantity"
          min={1}
          max={CART_MAX_QUANTITY}
          maxLength={3}
          allowDecimal={false}
          value={quantity}
          onChange={(v) => setQuantity(quantityFromInput(v) || 1)}
        />
        <Button onClick={() => onAdd(Math.max(1, quantity))} loading={busy} disabled={!stake.Available}>
          Add To Cart
        </Button>
      </Stack>
    </Card>
  );
}
