import { Box, Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { LANGUAGE_NAMES, useLanguage, useT } from "../lib/i18n";

// The menu (its floating dropdown, the saving of the choice) loads when the button is pointed at,
// focused or pressed: the sign-in screen's first load carries the button alone.
const loadMenu = () => import("./language-menu");
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));
const preloadMenu = () => void loadMenu().catch(() => undefined);

/** The header's choice of language: the browser's, or one of the console's, kept as the user's. */
export function LanguageSwitch() {
  const t = useT();
  const { language } = useLanguage();
  const [pressed, setPressed] = useState(false);
  const button = (
    <Button
      variant="default"
      className="icon-only-on-phone"
      leftSection={<IconLanguage size={16} />}
      // The name holds the words shown (WCAG 2.5.3) and says what they are.
      aria-label={`${t("language.label")}: ${LANGUAGE_NAMES[language]}`}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setPressed(true)}
    >
      {/* On a phone the icon alone: the header keeps room for the business day. */}
      <Box component="span" visibleFrom="xs">
        {LANGUAGE_NAMES[language]}
      </Box>
    </Button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu />
    </Suspense>
  );
}
