/** "Skip to content": the first stop of the keyboard, which then starts in the screen's content. */
export function SkipLink({ target }: { target: string }) {
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
      Skip to content
    </a>
  );
}
