import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  type CategoryTile,
  type DropdownEntry,
  TILE_NO_DESCRIPTION,
  TILE_NO_IMAGE,
  TILE_UNAVAILABLE,
  type TileEntry,
  type TileFilter,
  type WizardSelection,
} from "@portal/contract";
import { IconBooks, IconCheck, IconPalette, IconRefresh, IconUpload } from "@tabler/icons-react";
import { useIntersection } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useLoginDialog } from "../../app/LoginDialogContext.js";
import { useSession } from "../../app/SessionProvider.js";
import { fetchData } from "../../lib/api.js";
import classes from "./tileMenu.module.css";
import {
  categoryOf,
  currentSelectionText,
  designerTarget,
  dropdownGroups,
  type FixedTile,
  fixedTiles,
  isChosen,
  libraryTarget,
  materialsInCategory,
  offeredFilters,
  parseDropdownValue,
  selectionFrom,
  toTilesReply,
  uploadTarget,
} from "./tileMenuLogic.js";
import { chooseWizardSelection, clearWizardSelection, useWizardSelection } from "./useWizardSelection.js";
import { LoadError } from "../../components/LoadError.js";

const MaterialSearch = lazy(() => import("./MaterialSearch.js"));
/** The search box's height (label and input), kept while its code loads. */
const SEARCH_HEIGHT = 59;

/** True once the element has come within 200 px of the viewport (and from then on). */
function useNearViewport() {
  const { ref, entry } = useIntersection({ rootMargin: "200px" });
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry]);
  return { ref, near };
}

const GRID_COLS = { base: 2, sm: 3, md: 4 };

function TileImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <div className={classes.noImage}>{TILE_NO_IMAGE}</div>;
  return <img src={src} alt="" loading="lazy" className={classes.image} onError={() => setFailed(true)} />;
}

/**
 * A category or fixed tile: the button holds the title only and stretches over the whole card (CSS),
 * and the visible description sits beside it as its description, so the button's name is its
 * visible label (WCAG 2.5.3, label in name).
 */
function CardButton({
  media,
  title,
  description,
  pressed,
  onChoose,
}: {
  media: ReactNode;
  title: string;
  description?: string;
  pressed?: boolean;
  onChoose(): void;
}) {
  const id = useId();
  return (
    <div className={`${classes.tile} ${classes.card}`}>
      <div className={classes.media}>{media}</div>
      <div className={classes.body}>
        <UnstyledButton
          className={classes.cardButton}
          aria-pressed={pressed}
          aria-describedby={description ? `${id}-desc` : undefined}
          onClick={onChoose}
        >
          <Text component="span" fw={700}>
            {title}
          </Text>
        </UnstyledButton>
        {description && (
          <Text id={`${id}-desc`} size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        )}
      </div>
    </div>
  );
}

function CategoryButton({ tile, active, onChoose }: { tile: CategoryTile; active: boolean; onChoose(): void }) {
  return (
    <CardButton
      media={<TileImage key={tile.imageUrl} src={tile.imageUrl} />}
      title={tile.category}
      description={tile.description || undefined}
      pressed={active}
      onChoose={onChoose}
    />
  );
}

function MaterialButton({
  entry,
  chosen,
  brandMark,
  onChoose,
}: {
  entry: TileEntry;
  chosen: boolean;
  brandMark: string;
  onChoose(): void;
}) {
  const id = useId();
  const unavailable = entry.substrateUnAvailable;
  const description = entry.description.trim() || TILE_NO_DESCRIPTION;
  return (
    <UnstyledButton
      className={classes.tile}
      aria-pressed={chosen}
      aria-disabled={unavailable || undefined}
      aria-labelledby={unavailable ? `${id}-name ${id}-status` : `${id}-name`}
      aria-describedby={`${id}-desc`}
      onClick={() => {
        if (!unavailable) onChoose();
      }}
    >
      <div className={classes.media}>
        <TileImage key={entry.imageUrl} src={entry.imageUrl} />
      </div>
      <div className={classes.body}>
        {/* Below the image, not over it: the image carries its own caption (issue 17). */}
        <Group gap={6} className={classes.marks}>
          <Badge size="sm" variant="filled" aria-hidden data-testid="tile-brand-mark">
            {brandMark}
          </Badge>
          {chosen && (
            <Badge size="sm" color="green" leftSection={<IconCheck size={12} />}>
              Selected
            </Badge>
          )}
        </Group>
        <Text id={`${id}-name`} fw={700}>
          {entry.substrateName}
        </Text>
        {unavailable && (
          <Text id={`${id}-status`} size="sm" c="red.8">
            {TILE_UNAVAILABLE}
          </Text>
        )}
      </div>
      <div id={`${id}-desc`} className={classes.description}>
        {description}
      </div>
    </UnstyledButton>
  );
}

const FIXED: Record<FixedTile, { title: string; icon: ReactNode }> = {
  library: { title: "Pattern Library", icon: <IconBooks size={48} stroke={1.5} /> },
  designer: { title: "Pattern Designer", icon: <IconPalette size={48} stroke={1.5} /> },
  upload: { title: "Upload an Image", icon: <IconUpload size={48} stroke={1.5} /> },
};

function FixedButton({ tile, text, onChoose }: { tile: FixedTile; text: string; onChoose(): void }) {
  return (
    <CardButton
      media={
        <div className={classes.icon} aria-hidden>
          {FIXED[tile].icon}
        </div>
      }
      title={FIXED[tile].title}
      description={text}
      onChoose={onChoose}
    />
  );
}

function fixedText(tile: FixedTile, selection: WizardSelection): string {
  if (tile === "library") return "Browse printable patterns and order one on your material.";
  if (tile === "designer") return "Start from a pattern and make it your own.";
  return selection.wizardActive && selection.substrateName
    ? `Upload your artwork to print on ${selection.substrateName}.`
    : "Upload your own artwork and choose the material in the portal.";
}

export interface TileMenuProps {
  /** 1 on the /wizard page, 2 below the home hero. */
  headingOrder?: 1 | 2;
}

/** The Material Selection Guide of docs/product/information-pages.md, on the home page and at /wizard. */
export default function TileMenu({ headingOrder = 2 }: TileMenuProps) {
  const brand = useBrand();
  const { user, isSignedIn } = useSession();
  const login = useLoginDialog();
  const navigate = useNavigate();
  const selection = useWizardSelection();
  const headingId = useId();
  const [category, setCategory] = useState(() => (selection.wizardActive ? selection.substrateTile : ""));
  const [picked, setPicked] = useState<string | null>(null);
  const materialsRef = useRef<HTMLDivElement>(null);
  const scrollToMaterials = useRef(false);
  const search = useNearViewport();

  const userId = user?.Id ?? 0;
  const tiles = useQuery({
    queryKey: ["tileMenu", userId, brand.franchise],
    queryFn: async () =>
      toTilesReply(await fetchData<unknown>("POST", "/TileMenu/GetTiles", { userId, franchise: brand.franchise })),
    staleTime: 5 * 60_000,
  });
  const [categories, materials, dropdown] = tiles.data ?? [[], [], []];
  const groups = useMemo(() => dropdownGroups(dropdown, offeredFilters(brand.switches)), [dropdown, brand.switches]);
  const shown = materialsInCategory(materials, category);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls once after a category click has rendered
  useEffect(() => {
    if (!scrollToMaterials.current) return;
    scrollToMaterials.current = false;
    materialsRef.current?.scrollIntoView({ block: "nearest" });
  }, [category]);

  const goLibrary = () => {
    const target = libraryTarget(brand.switches, isSignedIn);
    if (target === "login") login.openThen(libraryTarget(brand.switches, true));
    else navigate(target);
  };

  const goDesigner = () => {
    const target = designerTarget(isSignedIn);
    if (target === "login") login.openThen(designerTarget(true));
    else navigate(target);
  };

  const goUpload = (current: WizardSelection) => {
    const target = uploadTarget(current, isSignedIn);
    // The person asked for the portal: that, not an older remembered page, follows the sign-in.
    if (target === "login") login.openThen(uploadTarget(current, true));
    else navigate(target);
  };

  const fixedAction = (tile: FixedTile) =>
    tile === "upload" ? goUpload(selection) : tile === "designer" ? goDesigner() : goLibrary();

  const chooseMaterial = (entry: TileEntry) => {
    setPicked(null);
    chooseWizardSelection(selectionFrom(entry, entry.category));
  };

  const pickFromDropdown = (value: string | null) => {
    if (!value) return;
    const found = parseDropdownValue(value, dropdown);
    if (!found || found.entry.substrateUnAvailable) return;
    const entry: DropdownEntry = found.entry;
    const filter: TileFilter = found.filter;
    const tile = categoryOf(materials, entry);
    const next = selectionFrom(entry, tile);
    setPicked(value);
    chooseWizardSelection(next);
    if (tile) setCategory(tile);
    if (filter === "upload") goUpload(next);
    else if (filter === "designer") goDesigner();
    else goLibrary();
  };

  const startOver = () => {
    clearWizardSelection();
    setCategory("");
    setPicked(null);
  };

  return (
    <Stack gap="md" mt={headingOrder === 2 ? 48 : 0}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={headingOrder} id={headingId}>
          Material Selection Guide
        </Title>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={startOver}>
          Start Over
        </Button>
      </Group>
      <Text>Pick a category, then the material you want to print on, or search for a material you already know.</Text>

      <div ref={search.ref} style={{ minHeight: SEARCH_HEIGHT }}>
        {search.near && (
          <Suspense fallback={<Skeleton h={SEARCH_HEIGHT} maw={560} />}>
            <MaterialSearch
              label="Know What You Need?"
              placeholder={tiles.isPending ? "Loading materials…" : "Search materials"}
              searchable
              data={groups}
              value={selection.wizardActive ? picked : null}
              onChange={pickFromDropdown}
              disabled={!tiles.data}
              nothingFoundMessage="No material matches your search."
              allowDeselect={false}
              maxDropdownHeight={320}
              maw={560}
            />
          </Suspense>
        )}
      </div>

      <Text role="status" aria-live="polite" size="lg">
        Current Selection: <strong>{currentSelectionText(selection)}</strong>
      </Text>

      {tiles.isError && (
        <LoadError
          what="The materials"
          message={tiles.error.message}
          onRetry={() => void tiles.refetch()}
          retrying={tiles.isFetching}
        />
      )}

      <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy={tiles.isPending || undefined}>
        {tiles.isPending &&
          Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <Skeleton key={i} height={220} radius="sm" aria-hidden />
          ))}
        {categories.map((c) => (
          <CategoryButton
            key={c.category}
            tile={c}
            active={c.category === category}
            onChoose={() => {
              scrollToMaterials.current = true;
              setCategory(c.category);
            }}
          />
        ))}
        {fixedTiles(brand.switches).map((t) => (
          <FixedButton key={t} tile={t} text={fixedText(t, selection)} onChoose={() => fixedAction(t)} />
        ))}
      </SimpleGrid>
      {tiles.isPending && <VisuallyHidden>Loading materials…</VisuallyHidden>}

      {category && tiles.data && (
        <Stack component="section" gap="sm" aria-labelledby={`${headingId}-materials`} ref={materialsRef}>
          <Title order={headingOrder === 1 ? 2 : 3} id={`${headingId}-materials`}>
            {category} Materials
          </Title>
          {shown.length === 0 ? (
            <Text c="dimmed">No materials are offered in this category at the moment.</Text>
          ) : (
            <SimpleGrid cols={GRID_COLS} spacing="md">
              {shown.map((m) => (
                <MaterialButton
                  key={`${m.productType}:${m.substrateValue}:${m.optionValue}`}
                  entry={m}
                  chosen={isChosen(selection, m)}
                  brandMark={brand.shortName}
                  onChoose={() => chooseMaterial(m)}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
