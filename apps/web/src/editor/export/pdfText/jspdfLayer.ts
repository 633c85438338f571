// Puts shaped text into a jsPDF document. jsPDF keeps the page, the pictures and Latin text;
// its font dictionary cannot take foreign fonts, so each shaped text shape becomes a form
// XObject with its own /Font resources, painted with `Do` at its place in the page's stacking.
import type { jsPDF } from 'jspdf';
import { type PdfTextBlock, textBlockOperators } from './content.ts';
import { PdfFontSet, type PdfObjectSink } from './fontSet.ts';
import type { Subsetter } from './subset.ts';

/** jsPDF's plugin API (pdf.internal), which its type declarations leave out. */
interface JsPdfInternals extends PdfObjectSink {
  write(...operators: string[]): void;
  events: { subscribe(topic: string, callback: () => void): string };
  pageSize: { getWidth(): number; getHeight(): number };
}

interface Form {
  name: string;
  content: string;
  objectId?: number;
}

export class ShapedTextLayer {
  private readonly fonts = new PdfFontSet();
  private readonly forms: Form[] = [];
  private readonly internal: JsPdfInternals;

  /** `scale`: points per CSS pixel of the design. */
  constructor(
    pdf: jsPDF,
    private readonly scale: number,
  ) {
    this.internal = pdf.internal as unknown as JsPdfInternals;
    // Fonts and forms are written with the other resources, once the pages are done.
    this.internal.events.subscribe('putResources', () => this.writeObjects());
    this.internal.events.subscribe('putXobjectDict', () => {
      for (const form of this.forms) this.internal.out(`/${form.name} ${form.objectId} 0 R`);
    });
  }

  /** Paints a text block on the current page, above everything drawn so far. */
  draw(block: PdfTextBlock): void {
    const page = { scale: this.scale, height: this.internal.pageSize.getHeight() };
    const name = `NbText${this.forms.length + 1}`;
    this.forms.push({ name, content: textBlockOperators(block, this.fonts, page) });
    this.internal.write(`q /${name} Do Q`);
  }

  /** Embeds only the glyphs drawn (call once every block is drawn, before the output). */
  subsetFonts(subsetter: Subsetter): void {
    this.fonts.subset(subsetter);
  }

  /** Whether any text was drawn here (and so whether fonts need embedding). */
  get isEmpty(): boolean {
    return this.forms.length === 0;
  }

  private writeObjects(): void {
    if (this.forms.length === 0) return;
    this.fonts.write(this.internal);
    const width = this.internal.pageSize.getWidth();
    const height = this.internal.pageSize.getHeight();
    for (const form of this.forms) {
      form.objectId = this.internal.newObject();
      this.internal.putStream({
        data: form.content,
        objectId: form.objectId,
        additionalKeyValues: [
          { key: 'Type', value: '/XObject' },
          { key: 'Subtype', value: '/Form' },
          { key: 'BBox', value: `[0 0 ${width} ${height}]` },
          { key: 'Resources', value: `<< /Font ${this.fonts.resourceDictionary()} >>` },
        ],
      });
      this.internal.out('endobj');
    }
  }
}
