import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { LoadError } from "../../components/LoadError.js";
import { PageLoader } from "../../components/PageLoader.js";
import { useAccountList } from "../../lib/accountLists.js";
import { addressListQuery } from "../addresses/index.js";
import { useCart } from "../cart/index.js";
import { paymentOptionsQuery } from "../payments/index.js";
import { CheckoutScreen } from "./CheckoutScreen.js";

/** Checkout screen (docs/product/cart-and-checkout.md). */
export default function CheckoutPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const cart = useCart(userId);
  const payments = useQuery(paymentOptionsQuery(userId));
  const addresses = useQuery(addressListQuery(userId));
  const states = useAccountList("GetStateList");
  const countries = useAccountList("GetCountryList");
  const months = useAccountList("GetMonthList");
  const years = useAccountList("GetYearList");
  const loads = [cart, payments, addresses, states, countries, months, years];

  let body: ReactNode;
  if (loads.some((q) => q.isPending)) body = <PageLoader />;
  else if (cart.isError || cart.data?.Status !== "ok" || !cart.data.Data) {
    body = (
      <Stack>
        <Title order={2}>{cart.error?.message ?? cart.data?.Message ?? "Your cart is empty."}</Title>
        <Anchor component={Link} to="/store/cart">
          Back to the cart
        </Anchor>
      </Stack>
    );
  } else {
    const failed = loads.find((q) => q.isError);
    body = failed ? (
      <LoadError what="Checkout" message={failed.error?.message} />
    ) : (
      <CheckoutScreen
        userId={userId}
        cart={cart.data.Data}
        payments={payments.data ?? []}
        addresses={addresses.data ?? []}
        lists={{
          states: states.data ?? [],
          countries: countries.data ?? [],
          months: months.data ?? [],
          years: years.data ?? [],
        }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        {body}
      </Stack>
    </Container>
  );
}
