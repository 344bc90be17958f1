import { Button, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { browserLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, useLanguage, useT } from "../lib/i18n";
import { notifyFailure } from "../lib/notify";
import { choosePreferences, usePreferences } from "../lib/preferences";

/** The header's choice of language: the browser's, or one of the console's, kept as the user's. */
export function LanguageSwitch() {
  const t = useT();
  const { language } = useLanguage();
  const chosen = usePreferences().Language;
  const choose = (next: Language | null) =>
    choosePreferences({ Language: next }).catch((error: Error) =>
      notifyFailure(t("language.saveFailed", { reason: error.message })),
    );
  const choices: [Language | null, string][] = [
    [null, t("language.browser", { name: LANGUAGE_NAMES[browserLanguage()] })],
    ...LANGUAGES.map((each): [Language, string] => [each, LANGUAGE_NAMES[each]]),
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconLanguage size={16} />}
          // The name holds the words shown (WCAG 2.5.3) and says what they are.
          aria-label={`${t("language.label")}: ${LANGUAGE_NAMES[language]}`}
        >
          {LANGUAGE_NAMES[language]}
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
