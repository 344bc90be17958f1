import { ActionIcon, Button, Kbd } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import type { NavItem } from "../../components/side-nav";
import { useT } from "../../lib/i18n";
import { modKey } from "./shortcuts";
import { ShortcutsDialog } from "./shortcuts-dialog";

// The palette loads on first use: the sign-in screen and a cold start don't carry it.
const loadPalette = () => import("./command-palette");
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

/** The header's search button and the console's shortcuts: Ctrl/⌘-K opens the palette, ? lists them all. */
export function PaletteLauncher({ navigation }: { navigation: readonly NavItem[] }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const [helpOpened, help] = useDisclosure();
  const openPalette = () => {
    setWanted(true);
    void loadPalette().then((module) => module.palette.open());
  };
  // Ctrl/⌘-K from anywhere, a search box or a form's field included; ? only where it types nothing.
  useHotkeys([["mod+K", openPalette]], []);
  useHotkeys([
    ["shift+?", help.open],
    ["?", help.open],
  ]);

  return (
    <>
      <Button
        variant="default"
        size="sm"
        visibleFrom="sm"
        onClick={openPalette}
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{modKey} K</Kbd>}
        aria-keyshortcuts="Control+K Meta+K"
      >
        {t("palette.open")}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        onClick={openPalette}
        aria-label={t("palette.open")}
      >
        <IconSearch size={18} />
      </ActionIcon>
      {wanted && (
        <Suspense>
          <CommandPalette navigation={navigation} />
        </Suspense>
      )}
      <ShortcutsDialog opened={helpOpened} onClose={help.close} />
    </>
  );
}
