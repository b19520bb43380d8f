import { type ComponentType, lazy } from "react";
import { Route, Routes } from "react-router";
import HomePage from "../features/info/HomePage.js";
import { useBrand } from "./BrandProvider.js";
import { ErrorBoundary } from "./ErrorScreen.js";
import { Layout } from "./Layout.js";
import { RoutePage } from "./RouteGuard.js";
import { ROUTES, type RouteName } from "./routeTable.js";

/** The screen of each route (every route has one); every page but home loads on demand. */
const PAGES: Record<RouteName, ComponentType> = {
  home: HomePage,
  terms: lazy(() => import("../features/info/TermsPage.js")),
  resources: lazy(() => import("../features/info/ResourcesPage.js")),
  help: lazy(() => import("../features/info/HelpPage.js")),
  notFound: lazy(() => import("../features/info/NotFoundPage.js")),
  resetPassword: lazy(() => import("../features/auth/ResetPasswordPage.js")),
  acceptInvite: lazy(() => import("../features/account/AcceptInvitePage.js")),
  apply: lazy(() => import("../features/apply/ApplyPage.js")),
  BELogin: lazy(() => import("../features/auth/BeLoginPage.js")),
  account: lazy(() => import("../features/account/EditAccountPage.js")),
  accountDetails: lazy(() => import("../features/account/AccountPage.js")),
  manageAccounts: lazy(() => import("../features/account/ManageUsersPage.js")),
  UserList: lazy(() => import("../features/account/UserListPage.js")),
  shippingAddresses: lazy(() => import("../features/addresses/ShippingAddressesPage.js")),
  managePayments: lazy(() => import("../features/payments/PaymentMethodsPage.js")),
  tileMenu: lazy(() => import("../features/tileMenu/TileMenuPage.js")),
  manageFiles: lazy(() => import("../features/library/LibraryPage.js")),
  cart: lazy(() => import("../features/cart/CartPage.js")),
  savedCarts: lazy(() => import("../features/savedCarts/SavedCartsPage.js")),
  checkout: lazy(() => import("../features/checkout/CheckoutPage.js")),
  misc: lazy(() => import("../features/stepStakes/StepStakesPage.js")),
  orderDetails: lazy(() => import("../features/orders/OrderDetailsPage.js")),
  reorder: lazy(() => import("../features/reorder/ReorderPage.js")),
  patternLibrary: lazy(() => import("../features/patterns/PatternLibraryPage.js")),
  publicLibrary: lazy(() => import("../features/patterns/PublicLibraryPage.js")),
  designer: lazy(() => import("../features/patterns/DesignerPage.js")),
  portal: lazy(() => import("../features/portal/PortalPage.js")),
  staffOrders: lazy(() => import("../features/staffOrders/StaffOrdersPage.js")),
  staffOrder: lazy(() => import("../features/staffOrders/StaffOrderPage.js")),
  staffApplications: lazy(() => import("../features/staffCustomers/StaffApplicationsPage.js")),
  staffCustomers: lazy(() => import("../features/staffCustomers/StaffCustomersPage.js")),
  staffCustomer: lazy(() => import("../features/staffCustomers/StaffCustomerPage.js")),
  staffCatalog: lazy(() => import("../features/staffCustomers/StaffCatalogPage.js")),
  staffIntegrations: lazy(() => import("../features/integrations/StaffIntegrationsPage.js")),
  accountIntegrations: lazy(() => import("../features/integrations/AccountIntegrationsPage.js")),
};

function Page({ name }: { name: RouteName }) {
  const brand = useBrand();
  const meta = ROUTES.find((r) => r.name === name)!;
  const Screen = PAGES[name];
  return (
    <RoutePage meta={meta} brandName={brand.name}>
      <Screen />
    </RoutePage>
  );
}

/**
 * The routes, in the router's declarative mode (main.tsx wraps them in a BrowserRouter): the app uses
 * no loaders or actions, and the data router's code would add about 10 KB gzip to the home route.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <ErrorBoundary>
            <Layout />
          </ErrorBoundary>
        }
      >
        {ROUTES.map((r) =>
          r.path === "/" ? (
            <Route key={r.name} index element={<Page name={r.name} />} />
          ) : (
            <Route key={r.name} path={r.path} element={<Page name={r.name} />} />
          ),
        )}
      </Route>
    </Routes>
  );
}
