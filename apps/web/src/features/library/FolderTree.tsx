import { Group, Text, Tree, type TreeNodeData, UnstyledButton, useTree } from "@mantine/core";
import type { FolderNode } from "@portal/contract";
import { IconChevronRight, IconFolder, IconFolderOpen } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";

function toTreeData(nodes: FolderNode[]): TreeNodeData[] {
  return nodes.map((n) => ({ value: n.path, label: n.text, children: toTreeData(n.nodes) }));
}

/** Every folder path that holds `path` (its ancestors in the tree). */
function ancestors(nodes: FolderNode[], path: string): string[] {
  const out: string[] = [];
  const walk = (list: FolderNode[]) => {
    for (const n of list) {
      if (path === n.path || path.startsWith(`${n.path}/`)) {
        out.push(n.path);
        walk(n.nodes);
      }
    }
  };
  walk(nodes);
  return out;
}

export interface FolderTreeProps {
  folders: FolderNode[];
  selected: string;
  onSelect(path: string): void;
  /** The tree's accessible name. */
  label: string;
}

/**
 * The folder tree: click or Enter opens a folder; arrow keys move between folders, Right and Left
 * expand and collapse, Space toggles (Mantine Tree).
 */
export function FolderTree({ folders, selected, onSelect, label }: FolderTreeProps) {
  const data = useMemo(() => toTreeData(folders), [folders]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const selectedState = useMemo(() => [selected], [selected]);
  const tree = useTree({
    expandedState: expanded,
    onExpandedStateChange: setExpanded,
    selectedState,
    onSelectedStateChange: () => {},
  });

  // The open folder and every folder above it stay expanded.
  useEffect(() => {
    const open = ancestors(folders, selected);
    setExpanded((prev) =>
      open.every((p) => prev[p]) ? prev : { ...prev, ...Object.fromEntries(open.map((p) => [p, true])) },
    );
  }, [folders, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "Enter") return;
    const item = (event.target as HTMLElement).closest<HTMLElement>("[role=treeitem]");
    const value = item?.dataset.value;
    if (value) {
      event.preventDefault();
      onSelect(value);
    }
  };

  return (
    <Tree
      data={data}
      tree={tree}
      aria-label={label}
      expandOnClick={false}
      levelOffset="md"
      onKeyDown={onKeyDown}
      renderNode={({ node, expanded, hasChildren, elementProps }) => (
        <Group
          gap={4}
          wrap="nowrap"
          {...elementProps}
          onClick={(event) => {
            elementProps.onClick(event);
            onSelect(node.value);
            setExpanded((prev) => (prev[node.value] ? prev : { ...prev, [node.value]: true }));
          }}
          aria-current={node.value === selected ? "true" : undefined}
        >
          {hasChildren ? (
            <UnstyledButton
              tabIndex={-1}
              aria-hidden
              onClick={(event) => {
                event.stopPropagation();
                tree.toggleExpanded(node.value);
              }}
              style={{ display: "flex" }}
            >
              <IconChevronRight
                size={14}
                style={{ transform: expanded ? "rotate(90deg)" : undefined, transition: "transform 120ms" }}
              />
            </UnstyledButton>
          ) : (
            <span style={{ width: 14, flexShrink: 0 }} />
          )}
          {expanded && hasChildren ? (
            <IconFolderOpen size={18} aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconFolder size={18} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text size="sm" fw={node.value === selected ? 600 : undefined} truncate>
            {node.label}
          </Text>
        </Group>
      )}
    />
  );
}
