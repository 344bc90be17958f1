import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// Fonts from npm, never the system's: DejaVu Sans holds Latin and Arabic names alike.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/** The margin of our A4 documents (595 points wide). */
export const MARGIN = 50;

/** An amount in the currency's units as a document prints it: 1,234.50. */
export const money = (units: number) =>
  units.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An A4 document with the fonts "regular" and "bold", and its bytes once `doc.end()` is called.
 */
export function a4Document(title: string) {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title } });
  doc.registerFont("regular", REGULAR).registerFont("bold", BOLD).font("regular");
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
