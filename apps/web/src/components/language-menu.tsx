import { Box, Button, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { browserLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, useLanguage, useT } from "../lib/i18n";
import { notifyFailure } from "../lib/notify";
import { choosePreferences, usePreferences } from "../lib/preferences";

/**
 * The language menu, loaded when its button is first pressed (language-switch.tsx) and opened as it
 * mounts: its button takes the focus first, so that closing the menu gives it back there.
 */
export function LanguageMenu() {
  const t = useT();
  const { language } = useLanguage();
  const chosen = usePreferences().Language;
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  const choose = (next: Language | null) =>
    choosePreferences({ Language: next }).catch((error: Error) =>
      notifyFailure(t("language.saveFailed", { reason: error.message })),
    );
  const choices: [Language | null, string][] = [
    [null, t("language.browser", { name: LANGUAGE_NAMES[browserLanguage()] })],
    ...LANGUAGES.map((each): [Language, string] => [each, LANGUAGE_NAMES[each]]),
  ];
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button
          ref={target}
          variant="default"
          className="icon-only-on-phone"
          leftSection={<IconLanguage size={16} />}
          // The name holds the words shown (WCAG 2.5.3) and says what they are.
          aria-label={`${t("language.label")}: ${LANGUAGE_NAMES[language]}`}
        >
          <Box component="span" visibleFrom="xs">
            {LANGUAGE_NAMES[language]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("language.label")}</Menu.Label>
        {choices.map(([each, name]) => (
          <Menu.Item
            key={each ?? "browser"}
            lang={each ?? undefined}
            onClick={() => choose(each)}
            // Mantine's items are menuitems, which take no aria-checked: the current choice is "current".
            aria-current={each === chosen ? "true" : undefined}
            rightSection={each === chosen ? <IconCheck size={14} aria-hidden /> : null}
          >
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
