import { useT } from "../lib/i18n";

/** "Skip to content": the first stop of the keyboard, which then starts in the screen's content. */
export function SkipLink({ target }: { target: string }) {
  const t = useT();
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      // Focus moves without a hash in the address, which the router would take for a navigation.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t("skipLink.text")}
    </a>
  );
}
