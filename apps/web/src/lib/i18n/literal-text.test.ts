import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { literalTextsOf } from "./literal-text";

const sources = path.resolve(import.meta.dirname, "../..");
const screens = readdirSync(sources, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".tsx") && !file.startsWith(path.join("lib", "i18n")),
);

describe("the console's texts", () => {
  it("all come from the catalogues: no screen writes words of its own", () => {
    const found = screens.flatMap((file) =>
      literalTextsOf(file, readFileSync(path.join(sources, file), "utf8")).map((text) => `${file}:${text}`),
    );
    expect(found).toEqual([]);
  });

  it("are found when written in a screen: text, a spoken prop, a notice", () => {
    const screen = `
      export const Page = () => (
        <Stack>
          <Title>{t("users.title")}</Title>
          <Text>Welcome back</Text>
          <TextInput label="Guest name" placeholder="https://example.com/id.jpg" />
          <Button aria-label={t("action.close")} onClick={() => notifySuccess("Saved")} />
        </Stack>
      );`;
    expect(literalTextsOf("page.tsx", screen)).toEqual(["5: Welcome back", "6: Guest name", '7: "Saved"']);
  });
});
