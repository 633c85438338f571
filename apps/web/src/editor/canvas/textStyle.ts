// The line height of text shapes, as a multiple of the font size (canvas, overlay, exports).
export const TEXT_LINE_HEIGHT = 1.2;
