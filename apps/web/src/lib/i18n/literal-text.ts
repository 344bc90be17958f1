import ts from "typescript";

/** Props whose value a person reads or hears: they must come from the catalogues. */
const SPOKEN_PROPS = new Set([
  "label",
  "placeholder",
  "title",
  "description",
  "aria-label",
  "alt",
  "confirmLabel",
  "nothingFound",
  "message",
  "error",
]);
/** Data shown as an example, not words: addresses, room codes, phone numbers. */
const EXAMPLE = /^(https?:\/\/|\/)|^[A-Z]?\d+$/;
const NOTICES = new Set(["notifySuccess", "notifyFailure"]);
const words = (text: string) => /\p{L}{2,}/u.test(text) && !EXAMPLE.test(text.trim());

/** Each text of a TSX source written in the code instead of taken from the catalogues: "line: text". */
export function literalTextsOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN_PROPS.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      words(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    if (ts.isCallExpression(node) && NOTICES.has(node.expression.getText())) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isTemplateExpression(first)))
        report(node, first.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
