import { Alert, Anchor, Button, Container, Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDebouncedCallback, useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  applyToAllOffered,
  fieldText,
  ITEM_UPDATED_MESSAGE,
  ITEMS_ADDED_MESSAGE,
  isLockTrigger,
  issueList,
  type LibraryItem,
  type OptionTables,
  panelsLocked,
  RIGID_LOCK_BANNER,
  unchosen,
} from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { PageLoader } from "../../components/PageLoader.js";
import { refreshCart } from "../cart/index.js";
import { LibraryPickerModal } from "../library/index.js";
import { useWizardSelection } from "../tileMenu/index.js";
import { type CartModalState, CartModals } from "./CartModals.js";
import { IssueButtons } from "./IssueList.js";
import { OptionsForm } from "./OptionsForm.js";
import { PanelSection } from "./PanelSection.js";
import { ProductTypePicker } from "./ProductTypePicker.js";
import { ProjectPanel } from "./ProjectPanel.js";
import {
  addToCart,
  LOCK_DEBOUNCE_MS,
  SIZE_DEBOUNCE_MS,
  usePendingReports,
  useProjectOptions,
  useProjectPrice,
} from "./portalApi.js";
import {
  cartCheck,
  cartLines,
  itemDefaults,
  pendingReports,
  portalParam,
  projectIssues,
  reportFromSummary,
} from "./portalProject.js";
import { PortalPreview } from "./preview/PortalPreview.js";
import { TotalsBar } from "./TotalsBar.js";
import { usePortalProject } from "./usePortalProject.js";
import { LoadError } from "../../components/LoadError.js";

const REMOVE_IMAGE_TEXT = "Are you sure you wish to remove this image from your project?";

/** The upload portal (docs/product/portal.md): /portal, /portal/{editID}, /portal/{materialSelection}. */
export default function PortalPage() {
  const { editID } = useParams();
  // A new address segment starts a new screen (from an edit back to /portal, say).
  return <PortalScreen key={editID ?? ""} param={editID} />;
}

function PortalScreen({ param }: { param: string | undefined }) {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const brand = useBrand();
  const wizard = useWizardSelection();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = portalParam(param);
  const editId = route && "editId" in route ? route.editId : 0;
  const materialParam = route && "material" in route ? route.material : "";
  const { project, dispatch, cartItem, editLoaded, forgetStored } = usePortalProject(
    userId,
    editId,
    materialParam,
    wizard,
  );
  const { productType, items, activeIndex } = project;
  const active = items[activeIndex];

  const { materials, optionsByItemNo, optionsLoading, optionsError } = useProjectOptions(
    userId,
    productType,
    brand.portalFranchise,
    items,
  );
  const materialList = materials.data ?? [];
  const activeItemNo = active && !unchosen(active.ItemNo) ? fieldText(active, "ItemNo") : "";
  // While a new material's options load, the product type's own options stand in.
  const activeOptions = optionsByItemNo[activeItemNo] ?? optionsByItemNo[""];

  const pendingUrls = useMemo(() => pendingReports(project), [project]);
  usePendingReports(userId, pendingUrls, (fullUrl, report) => dispatch({ type: "setReport", fullUrl, report }));

  const issues = useMemo(
    () => projectIssues(project, optionsByItemNo as Record<string, OptionTables>, materialList),
    [project, optionsByItemNo, materialList],
  );
  const activeName = active ? fieldText(active, "Name") : "";
  const activeErrors = active ? issueList(activeName, issues[activeIndex]?.errors ?? {}) : [];
  const activeWarnings = active ? issueList(activeName, issues[activeIndex]?.warnings ?? {}) : [];

  const { query: price, current: priceCurrent } = useProjectPrice(userId, productType, items);
  // docs/product/portal.md: the preview is drawn again 150 ms after the last size change.
  const [preview] = useDebouncedValue(
    useMemo(() => ({ items, activeIndex }), [items, activeIndex]),
    SIZE_DEBOUNCE_MS,
  );
  const showPrices = brand.switches.portalPricing && (user?.showPrice ?? false);

  const lock = useDebouncedCallback((changedKey: string) => {
    dispatch({ type: "lockPanels", changedKey });
  }, LOCK_DEBOUNCE_MS);

  const onChange = (key: string, value: unknown) => {
    if (!active) return;
    // A locked rigid option is the first panel's: changing it on any panel changes it for all.
    const locking = productType === "rigid" && isLockTrigger(key);
    const index = locking ? 0 : activeIndex;
    const material = key === "ItemNo" ? materialList.find((m) => m.ItemNo === value) : undefined;
    dispatch({ type: "setField", index, key, value, material });
    if (locking) lock(key);
  };
  const onSize = (width: number | "", height: number | "") => {
    if (!active) return;
    dispatch({ type: "setSize", index: activeIndex, width, height });
    if (productType === "rigid") lock("size");
  };

  const defaults = useMemo(
    () => itemDefaults(wizard, productType, materialParam, materialList),
    [wizard, productType, materialParam, materialList],
  );

  const [libraryOpen, setLibraryOpen] = useState(false);
  const onPick = (picked: LibraryItem) => {
    const index = items.length;
    dispatch({
      type: "addImage",
      image: { Name: picked.Name, FullUrl: picked.FullUrl, ImageUrl: picked.ImageUrl, PreviewUrl: picked.PreviewUrl },
      report: reportFromSummary(picked.Preflight),
      defaults,
      id: crypto.randomUUID(),
    });
    notifications.show({ color: "green", message: `${picked.Name} added to the project.` });
    const material = materialList.find((m) => m.ItemNo === defaults.ItemNo);
    if (material && (productType !== "rigid" || index === 0))
      dispatch({ type: "setField", index, key: "ItemNo", value: material.ItemNo, material });
  };

  const [removing, setRemoving] = useState<number | null>(null);
  const libraryButton = useRef<HTMLButtonElement>(null);

  const chooseType = (type: string) => {
    if (type === "misc") navigate("/store/miscellaneous");
    else dispatch({ type: "chooseType", productType: type });
  };
  const restart = () => {
    forgetStored();
    window.location.assign("/portal");
  };

  const [modal, setModal] = useState<CartModalState>(null);
  // One click, one request: a second click (a double-click) before the first answers is dropped, and
  // each click's key makes the server add its lines once (docs/decisions/0018-add-to-cart-idempotency.md).
  const sending = useRef(false);
  const add = useMutation({
    mutationFn: async (idempotencyKey: string) => {
      const corex = items.some((i) => fieldText(i, "rigid_type") === "corex");
      const reply = await addToCart(cartLines(project, userId, issues), idempotencyKey);
      return { reply, corex };
    },
    onSuccess: async ({ reply, corex }) => {
      if (reply.Status !== "ok") {
        setModal({ kind: "failure", message: reply.Message ?? "" });
        return;
      }
      setModal({
        kind: "success",
        message: reply.Message || (editId > 0 ? ITEM_UPDATED_MESSAGE : ITEMS_ADDED_MESSAGE),
        corex,
      });
      dispatch({ type: "reset" });
      if (editId === 0) forgetStored();
      await refreshCart(queryClient);
    },
    onError: (err) => setModal({ kind: "failure", message: err.message }),
    onSettled: () => {
      sending.current = false;
    },
  });
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    add.mutate(crypto.randomUUID());
  };

  const submit = () => {
    const check = cartCheck(items, issues, price.data?.totalCents ?? 0);
    if (check.kind === "send") send();
    else setModal(check);
  };
  const afterSuccess = (to: string | null) => {
    setModal(null);
    if (to) navigate(to);
    else if (editId > 0) navigate("/portal");
  };

  if (!editLoaded) {
    if (cartItem.isPending) return <PageLoader />;
    const message = cartItem.isError
      ? cartItem.error.message
      : cartItem.data?.Status === "ok"
        ? "The cart item has no images."
        : (cartItem.data?.Message ?? "The cart item could not be loaded.");
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title="The cart item could not be opened">
          <Stack gap="xs">
            <Text>{message}</Text>
            <Anchor component={Link} to="/store/cart">
              Back to the cart
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const busy = add.isPending;
  const cartButton = editId > 0 ? "Update Cart" : "Add To Cart";
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{editId > 0 ? "Edit Cart Item" : "Upload Portal"}</Title>
          {brand.switches.specSheets && (
            <Anchor component={Link} to="/help">
              Questions? Art Specs
            </Anchor>
          )}
        </Group>
        <ProductTypePicker productType={productType} onChoose={chooseType} onRestart={restart} />
        {project.locked && panelsLocked(items) && (
          <Alert color="blue" role="status" title={RIGID_LOCK_BANNER}>
            Material, sheet, size, sides, laminate and rotation are the same on every panel.
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <ProjectPanel
              items={items}
              activeIndex={activeIndex}
              issues={issues}
              libraryEnabled={productType !== ""}
              libraryButtonRef={libraryButton}
              onOpenLibrary={() => setLibraryOpen(true)}
              onSelect={(index) => dispatch({ type: "select", index })}
              onRemove={setRemoving}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PanelSection
              id="portal-preview-heading"
              title="Preview"
              actions={active && <IssueButtons errors={activeErrors} warnings={activeWarnings} />}
            >
              {productType && items.length > 0 ? (
                <PortalPreview items={preview.items} activeIndex={preview.activeIndex} productType={productType} />
              ) : (
                <Text c="dimmed" size="sm">
                  The preview shows the active image once it is added to the project.
                </Text>
              )}
            </PanelSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PanelSection
              id="portal-options-heading"
              title="Options"
              actions={
                applyToAllOffered(productType, items.length) && (
                  <Button size="xs" variant="light" onClick={() => dispatch({ type: "applyToAll" })}>
                    Apply To All
                  </Button>
                )
              }
            >
              {!active ? (
                <Text c="dimmed" size="sm">
                  Add an image to set its size and options.
                </Text>
              ) : materials.isError ? (
                <LoadError what="The materials" message={materials.error.message} />
              ) : materials.isPending ? (
                <Loader aria-label="Loading options" />
              ) : (
                <>
                  {optionsError && <LoadError what="The options" message={optionsError} />}
                  <OptionsForm
                    item={active}
                    key={fieldText(active, "Id") || String(activeIndex)}
                    productType={productType}
                    materials={materialList}
                    options={activeOptions}
                    onChange={onChange}
                    onSize={onSize}
                  />
                  {optionsLoading && <Loader size="sm" aria-label="Loading options" />}
                </>
              )}
            </PanelSection>
          </Grid.Col>
        </Grid>
        <TotalsBar
          items={items}
          price={price.data}
          pricing={price.isFetching}
          priceError={price.isError ? price.error.message : null}
          showPrices={showPrices}
          minPricing={brand.switches.minPricing}
        />
        <Group justify="flex-end">
          {pendingUrls.length > 0 && (
            <Text size="sm" c="dimmed" role="status">
              Checking artwork…
            </Text>
          )}
          <Button
            size="md"
            disabled={items.length === 0 || optionsLoading || pendingUrls.length > 0}
            // The over-$4,000 warning reads the total, so the click waits for the project's own price.
            loading={busy || !priceCurrent}
            onClick={submit}
          >
            {cartButton}
          </Button>
        </Group>
      </Stack>

      <LibraryPickerModal opened={libraryOpen} onClose={() => setLibraryOpen(false)} onPick={onPick} />
      <ConfirmModal
        opened={removing !== null}
        title="Remove Image"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) dispatch({ type: "removeImage", index: removing });
          setRemoving(null);
          libraryButton.current?.focus();
        }}
      >
        <Text>{REMOVE_IMAGE_TEXT}</Text>
      </ConfirmModal>
      <CartModals
        state={modal}
        busy={busy}
        onClose={() => setModal(null)}
        onAddAnyway={send}
        onContinue={() => afterSuccess(null)}
        onStepStakes={() => afterSuccess("/store/miscellaneous")}
        onGoToCart={() => afterSuccess("/store/cart")}
      />
    </Container>
  );
}
