import {
  type CSSVariablesResolver,
  darken,
  defaultCssVariablesResolver,
  getPrimaryShade,
  isVirtualColor,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from "@mantine/core";

// WCAG 2.1 AA asks 4.5:1 for text. Mantine's defaults fall short (grey #868e96 on white, white on
// teal 7, light badges), so every colour the theme hands to text is checked here, once, per scheme.
const AA = 4.5;

const contrast = (a: string, b: string) => {
  const [one, other] = [luminance(a), luminance(b)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
};

/** `color`, darkened (or lightened) by small steps until it reads on every one of `backgrounds`. */
function readable(color: string, backgrounds: readonly string[], direction: "darker" | "lighter") {
  const shift = direction === "darker" ? darken : lighten;
  let value = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrast(value, bg) < AA); step++) {
    value = shift(color, step * 0.05);
  }
  return value;
}

/** The first shade from `from` up that white text reads on; darker still if none does. */
const underWhite = (shades: MantineColorsTuple, from: number) =>
  readable(
    shades.slice(from).find((shade) => contrast(shade, "#ffffff") >= AA) ?? shades[9],
    ["#ffffff"],
    "darker",
  );

function colorVariables(theme: MantineTheme, name: string, shades: MantineColorsTuple) {
  const { gray, dark } = theme.colors;
  const lightFilled = underWhite(shades, getPrimaryShade(theme, "light"));
  const darkFilled = underWhite(shades, getPrimaryShade(theme, "dark"));
  return {
    light: {
      [`--mantine-color-${name}-filled`]: lightFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(lightFilled, 0.1),
      [`--mantine-color-${name}-text`]: readable(lightFilled, [gray[0], gray[1]], "darker"),
      [`--mantine-color-${name}-outline`]: lightFilled,
      [`--mantine-color-${name}-light-color`]: readable(shades[9], [shades[1], shades[2]], "darker"),
    },
    dark: {
      [`--mantine-color-${name}-filled`]: darkFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(darkFilled, 0.1),
      [`--mantine-color-${name}-text`]: readable(shades[4], [dark[5], dark[8]], "lighter"),
      [`--mantine-color-${name}-light-color`]: readable(shades[0], [darken(shades[9], 0.3)], "lighter"),
    },
  };
}

/** Mantine's variables, with every text colour raised to AA contrast in light and in dark. */
export const readableColors: CSSVariablesResolver = (theme) => {
  const base = defaultCssVariablesResolver(theme);
  const { gray, dark } = theme.colors;
  const primary = theme.colors[theme.primaryColor] ?? theme.colors.teal;
  const lightMuted = readable(gray[6], [gray[1], gray[2]], "darker");
  const darkMuted = readable(dark[2], [dark[5], dark[8]], "lighter");
  const light: Record<string, string> = {
    ...base.light,
    "--mantine-color-dimmed": lightMuted,
    "--mantine-color-placeholder": lightMuted,
    "--mantine-color-disabled-color": lightMuted,
    "--mantine-color-error": readable(theme.colors.red[7], [gray[0]], "darker"),
    "--mantine-color-anchor": readable(
      underWhite(primary, getPrimaryShade(theme, "light")),
      [gray[0]],
      "darker",
    ),
    "--app-color-canvas": gray[0],
  };
  const darkScheme: Record<string, string> = {
    ...base.dark,
    "--mantine-color-dimmed": darkMuted,
    "--mantine-color-placeholder": darkMuted,
    "--mantine-color-disabled-color": darkMuted,
    "--mantine-color-error": readable(theme.colors.red[4], [dark[5], dark[8]], "lighter"),
    "--mantine-color-anchor": readable(primary[4], [dark[5], dark[8]], "lighter"),
    "--app-color-canvas": dark[8],
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (isVirtualColor(shades)) continue;
    const variables = colorVariables(theme, name, shades);
    Object.assign(light, variables.light);
    Object.assign(darkScheme, variables.dark);
  }
  return { variables: base.variables, light, dark: darkScheme };
};
