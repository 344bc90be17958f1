import { THEMES, type Theme } from "@concierge/contract";
import { ActionIcon, Menu, useMantineColorScheme } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useEffect } from "react";
import { useT } from "../lib/i18n";
import { notifyFailure } from "../lib/notify";
import { choosePreferences, usePreferences } from "../lib/preferences";
import { schemeOf } from "../lib/theme-preference";

const icons = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;
const isTheme = (value: string | null): value is Theme => THEMES.some((theme) => theme === value);

/** The header's light / dark / system choice: the user's preference, kept with their language. */
export function ThemeSwitch() {
  const t = useT();
  const { Theme } = usePreferences();
  const { setColorScheme } = useMantineColorScheme();

  // Signing in brings back the user's own choice, whatever this browser showed before.
  useEffect(() => setColorScheme(schemeOf(Theme)), [Theme, setColorScheme]);

  const Current = icons[Theme];
  const choose = (value: string | null) => {
    if (!isTheme(value)) return;
    choosePreferences({ Theme: value }).catch((error: Error) =>
      notifyFailure(t("theme.saveFailed", { reason: error.message })),
    );
  };

  return (
    <Menu position="bottom-end" closeOnItemClick>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("theme.current", { name: t(`theme.${Theme}`) })}
        >
          <Current size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("theme.label")}</Menu.Label>
        <Menu.RadioGroup value={Theme} onChange={choose}>
          {THEMES.map((theme) => {
            const Icon = icons[theme];
            return (
              <Menu.RadioItem
                key={theme}
                value={theme}
                closeMenuOnClick
                rightSection={<Icon size={16} stroke={1.6} aria-hidden />}
              >
                {t(`theme.${theme}`)}
              </Menu.RadioItem>
            );
          })}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
