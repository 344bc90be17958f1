/** The key that Ctrl is on a Mac. */
export const modKey = /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl";

/**
 * Every keyboard shortcut of the console, as the help dialog (?) lists it: each is one or more
 * alternatives, each alternative the keys pressed together.
 */
export const shortcuts: { keys: string[][]; does: string }[] = [
  {
    keys: [[modKey, "K"]],
    does: "Open the command palette: go to a screen, find a guest, user or room",
  },
  { keys: [["?"]], does: "Show these shortcuts" },
  { keys: [["/"]], does: "Search the list on screen" },
  { keys: [["↑"], ["↓"], ["Enter"]], does: "Choose in the command palette" },
  { keys: [["Esc"]], does: "Close a dialog or the palette; clear a list's search" },
];
