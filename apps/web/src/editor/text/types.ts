// The types the text modules pass between them, in a file that imports nothing: faces,
// fallback, layout and measure all name them without importing one another for a type.

/** A face as a text shape asks for it. */
export interface Face {
  family: string;
  weight: number;
  italic: boolean;
}

export interface FontMetrics {
  width: number;
  /** Font ascent and descent (the font's, not the ink's) above and below the baseline. */
  ascent: number;
  descent: number;
}

/** Measures a string in a CSS font; the canvas's measureText in the browser. */
export type Measure = (text: string, font: string) => FontMetrics;
