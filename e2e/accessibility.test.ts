import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "../apps/api/test/factories.js";
import { isPlainScreen, linkTo, type ScreenName, screenNames, screens } from "../apps/web/src/screens.js";
import { networkSettled, openPage, signInThroughForm, useConsole } from "./support/console.js";
import { furnishedDomain } from "./support/furnished-domain.js";
import { watchPolicyViolations } from "./support/policy.js";
import { consoleScreens, type FurnishedDomain } from "./support/screens.js";

const env = useConsole();

// WCAG 2.1 A and AA, as the issue asks; axe's best practices are not part of the bar.
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const axeSource = readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Screen {
  url: string;
  /** What the screen shows once it is ready, beyond the network falling quiet. */
  shows?: (page: Page) => Promise<unknown>;
}

const dialog = (page: Page) => page.getByRole("dialog").waitFor();

function signedInScreens(domain: FurnishedDomain): Screen[] {
  const { admin } = domain;
  const { pages, dialogs } = consoleScreens(domain);
  // Home starts with the form asking what the domain's head office and RC number lack.
  const finishCard = (page: Page) => page.getByRole("region", { name: /^Finish setting up / });
  return [
    { url: linkTo("home"), shows: (page) => finishCard(page).waitFor() },
    {
      url: linkTo("home"),
      // Its errors, in the error colour.
      shows: (page) =>
        finishCard(page)
          .getByRole("button", { name: "Save" })
          .click()
          .then(() => finishCard(page).getByText("phone is required").waitFor()),
    },
    ...pages.map((url) => ({ url })),
    ...dialogs.map((url) => ({ url, shows: dialog })),
    {
      url: linkTo("users"),
      shows: (page) =>
        page
          .getByRole("button", { name: `Delete ${admin.username}` })
          .click()
          .then(() => dialog(page)),
    },
    {
      url: linkTo("home"),
      shows: (page) =>
        page
          .getByRole("button", { name: /^Theme: / })
          .click()
          .then(() => page.getByRole("menu").waitFor()),
    },
    {
      url: linkTo("home"),
      shows: (page) =>
        page
          .getByRole("button", { name: /^Language: / })
          .click()
          .then(() => page.getByRole("menu").waitFor()),
    },
    {
      url: linkTo("users"),
      // The command palette with a screen, an action and a user found.
      shows: async (page) => {
        await page.keyboard.press("Control+K");
        await page
          .getByRole("textbox", { name: "Go to a screen, or find a guest, user or room" })
          .fill("user");
        await page.getByRole("button", { name: new RegExp(`^${admin.username}`) }).waitFor();
      },
    },
    {
      url: linkTo("home"),
      shows: (page) =>
        page.keyboard
          .press("Shift+?")
          .then(() => page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor()),
    },
    ...["Check out", "Cancel booking"].map((action) => ({
      url: linkTo("bookings"),
      shows: (page: Page) =>
        page
          .getByRole("button", { name: new RegExp(`^${action} `) })
          .click()
          .then(() => dialog(page)),
    })),
    {
      url: linkTo("rack"),
      shows: (page) =>
        page
          .getByRole("button", { name: /^Room A5, / })
          .click()
          .then(() => page.getByRole("menu").waitFor()),
    },
    {
      url: `${linkTo("home")}/no-such-page`,
      shows: (page) => page.getByRole("heading", { name: "Page not found" }).waitFor(),
    },
  ];
}

/** What a signed-out screen is opened with: the reset form, with the mail's token. */
const signedOutSearch: Partial<Record<ScreenName, Record<string, string>>> = {
  resetPassword: { token: "abc" },
};

const signedOutScreens: Screen[] = [
  ...screenNames
    .filter(isPlainScreen)
    .filter((name) => screens[name].signedOut)
    .map((name) => ({ url: linkTo(name, signedOutSearch[name]) })),
  { url: "/no-such-page" },
  {
    url: linkTo("login"),
    // The form's errors, in the error colour.
    shows: (page) =>
      page
        .getByRole("button", { name: "Login" })
        .click()
        .then(() => page.getByText(/./).and(page.locator(".mantine-InputWrapper-error")).first().waitFor()),
  },
];

/** axe's findings on the page as it stands, one line each: the screen, the rule, its impact, the nodes. */
async function violationsOn(page: Page, screen: string): Promise<string[]> {
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      // Only the violations are reported in full: the passes are counted, which keeps it quick.
      resultTypes: ["violations"],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map(
        (node) =>
          `${node.target.join(" ")}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, " ")})` : ""}`,
      ),
    }));
  }, wcagTags);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${screen}: ${violation.id} [${violation.impact}] ${node}`),
  );
}

const shownScheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);

async function visit(page: Page, screen: Screen, scheme: string) {
  await page.goto(screen.url);
  await networkSettled(page);
  // Each screen's code loads when it is opened: the walk looks at the screen (its title; the
  // shell has none), not its spinner.
  await page.getByRole("heading").first().waitFor();
  expect(await shownScheme(page)).toBe(scheme);
  if (screen.shows) {
    await screen.shows(page);
    // Dialogs fade in; axe measures colours, so it waits for them to settle.
    await page.waitForTimeout(300);
  }
  return violationsOn(page, `${scheme} ${screen.url}`);
}

// The same walk is the content security policy's: each screen is visited once for both.
it("every screen of the console, in light and in dark, passes axe's WCAG 2.1 AA rules and runs under the content security policy with no violation", async () => {
  const domain = await furnishedDomain(env.site);
  // Light and dark side by side, each in its own context: the walk is long, and mostly waiting.
  const walk = async (colorScheme: "light" | "dark") => {
    const found: string[] = [];
    const page = await openPage(env.browser, env.site.base);
    const refused = await watchPolicyViolations(page);
    await page.emulateMedia({ colorScheme });
    // Injected by the browser itself, so the policy's script-src does not apply to it.
    await page.context().addInitScript({ content: await axeSource });
    for (const screen of signedOutScreens) found.push(...(await visit(page, screen, colorScheme)));
    await signInThroughForm(page, domain.admin);
    await page.waitForURL((url) => url.pathname === linkTo("home"));
    for (const screen of signedInScreens(domain)) found.push(...(await visit(page, screen, colorScheme)));
    await page.context().close();
    return { found, refused };
  };
  const walks = await Promise.all([walk("light"), walk("dark")]);
  const found = walks.flatMap((walked) => walked.found);
  const refused = walks.flatMap((walked) => walked.refused);
  if (found.length > 0) console.log(found.join("\n"));
  // Soft: a screen failing axe does not hide what the policy refused, nor the other way round.
  expect.soft(found, "axe's WCAG 2.1 AA violations").toEqual([]);
  expect.soft(refused, "content security policy violations").toEqual([]);
}, 300_000);

/** The outline the focused element shows, as the browser draws it. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return "nothing focused";
    const style = getComputedStyle(focused);
    return `${focused.textContent?.trim() || focused.getAttribute("aria-label") || focused.tagName}: ${style.outlineStyle} ${style.outlineWidth}`;
  });

it("keyboard users see where focus is and skip to the content; each user's theme is remembered", async () => {
  const [first, second] = [await createUser(env.site.db), await createUser(env.site.db)];
  const page = await openPage(env.browser, env.site.base);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(linkTo("login"));
  await page.getByLabel("Username").focus();
  expect(await focusOutline(page)).toMatch(/: solid 2px$/);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await focusOutline(page)).toBe("Forgot Password: solid 2px");
  await page.keyboard.press("Tab");
  expect(await focusOutline(page)).toBe("Login: solid 2px");

  await signInThroughForm(page, first);
  await page.waitForURL((url) => url.pathname === linkTo("home"));
  const skip = page.getByRole("link", { name: "Skip to content" });
  await skip.waitFor({ state: "attached" });
  await networkSettled(page);
  await page.keyboard.press("Tab");
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
  expect(new URL(page.url()).hash).toBe("");

  await page.getByRole("button", { name: "Theme: System" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  expect(await shownScheme(page)).toBe("dark");
  await page.reload();
  await page.getByRole("button", { name: "Theme: Dark" }).waitFor();
  expect(await shownScheme(page)).toBe("dark");

  // Another user of this browser who never chose sees the system's scheme; the first gets theirs back.
  await page.getByRole("button", { name: "Logout" }).click();
  await signInThroughForm(page, second);
  await page.getByRole("button", { name: "Theme: System" }).waitFor();
  expect(await shownScheme(page)).toBe("light");
  await page.getByRole("button", { name: "Logout" }).click();
  await signInThroughForm(page, first);
  await page.getByRole("button", { name: "Theme: Dark" }).waitFor();
  expect(await shownScheme(page)).toBe("dark");
  await page.context().close();
});
