import { ActionIcon, isMantineColorScheme, Menu, useMantineColorScheme } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useEffect, useEffectEvent } from "react";
import { useSession } from "../lib/session";
import { getThemePreference, setThemePreference } from "../lib/theme-preference";

const choices = [
  { value: "light", label: "Light", icon: IconSun },
  { value: "dark", label: "Dark", icon: IconMoon },
  { value: "auto", label: "System", icon: IconDeviceDesktop },
] as const;

/** The header's light / dark / system choice, remembered for the signed-in user. */
export function ThemeSwitch() {
  const userId = useSession().User?.Id;
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  // Signing in brings back the user's own choice (the system's by default), whatever this browser
  // showed before.
  const restore = useEffectEvent((id: string) => setColorScheme(getThemePreference(id) ?? "auto"));
  useEffect(() => {
    if (userId) restore(userId);
  }, [userId]);

  const current = choices.find((choice) => choice.value === colorScheme) ?? choices[2];
  const choose = (value: string) => {
    if (!isMantineColorScheme(value)) return;
    setColorScheme(value);
    if (userId) setThemePreference(userId, value);
  };

  return (
    <Menu position="bottom-end" closeOnItemClick>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Theme: ${current.label}`}>
          <current.icon size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        <Menu.RadioGroup value={colorScheme} onChange={choose}>
          {choices.map((choice) => (
            <Menu.RadioItem
              key={choice.value}
              value={choice.value}
              closeMenuOnClick
              rightSection={<choice.icon size={16} stroke={1.6} aria-hidden />}
            >
              {choice.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
