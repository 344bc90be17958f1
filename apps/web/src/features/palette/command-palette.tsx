import { Loader } from "@mantine/core";
import { createSpotlight, Spotlight, type SpotlightActionGroupData, useSpotlight } from "@mantine/spotlight";
import "@mantine/spotlight/styles.css";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { NavItem } from "../../components/side-nav";
import { useCanOpen } from "../../lib/access";
import { type MessageKey, useT } from "../../lib/i18n";
import { type FoundRecord, useFoundRecords } from "./found-records";
import { matchingCommands, paletteCommands } from "./palette-commands";

/** The palette's own store: the launcher opens it before this module has rendered once. */
export const [paletteStore, palette] = createSpotlight();

/**
 * Highlights the first action shown, for Enter to run, as Spotlight does itself when the words
 * change (its helper for it is not exported): records found later would otherwise have none.
 */
function selectFirstAction() {
  const list = document.getElementById(paletteStore.getState().listId);
  const first = list?.querySelector("[data-action]");
  if (!first) return;
  list?.querySelector("[data-selected]")?.removeAttribute("data-selected");
  first.setAttribute("data-selected", "true");
  paletteStore.updateState((state) => ({ ...state, selected: 0 }));
}

const FOUND_GROUPS: Record<FoundRecord["kind"], MessageKey> = {
  Guest: "palette.guests",
  Profile: "palette.profiles",
  User: "palette.users",
  Room: "palette.rooms",
};

/** Ctrl/⌘-K: go to any screen, run a screen's main action, or find a guest, a user or a room by name. */
export function CommandPalette({ navigation }: { navigation: readonly NavItem[] }) {
  const [query, setQuery] = useState("");
  const navigate = useNavigate();
  const t = useT();
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const { records, searching } = useFoundRecords(query);
  const go = (to: string) => () => navigate(to);

  const commands = matchingCommands(paletteCommands(navigation, canOpen, pathname, t), query);
  const groups: SpotlightActionGroupData[] = [
    {
      group: t("palette.commands"),
      actions: commands.map((command) => ({ ...command, onClick: go(command.to) })),
    },
    ...Object.entries(FOUND_GROUPS).map(([kind, group]) => ({
      group: t(group),
      actions: records
        .filter((record) => record.kind === kind)
        .map((record) => ({
          id: record.id,
          label: record.label,
          description: record.description,
          onClick: go(record.to),
        })),
    })),
  ].filter((group) => group.actions.length > 0);
  // On opening, and when records arrive after the words changed: the first shown is the one Enter runs.
  const { opened } = useSpotlight(paletteStore);
  const shown = groups.flatMap((group) => group.actions.map((action) => action.id)).join("\n");
  useEffect(() => {
    if (!opened || !shown) return;
    const frame = requestAnimationFrame(selectFirstAction);
    return () => cancelAnimationFrame(frame);
  }, [opened, shown]);

  return (
    <Spotlight
      store={paletteStore}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      actions={groups}
      // Already narrowed: the commands here, the records by the server's search.
      filter={(_, actions) => actions}
      nothingFound={t(searching ? "palette.searching" : "palette.nothingFound")}
      highlightQuery
      // A highlighted action's description stays at full strength: faded, it fails AA contrast.
      styles={{ action: { "--action-description-opacity": "1" } }}
      scrollable
      maxHeight={420}
      searchProps={{
        "aria-label": t("palette.label"),
        placeholder: t("palette.placeholder"),
        leftSection: <IconSearch size={18} stroke={1.5} />,
        rightSection: searching ? <Loader size="xs" aria-label={t("palette.searching")} /> : undefined,
      }}
    />
  );
}
