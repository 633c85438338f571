export { HttpBackendProvider, useHttpEditorBackend } from './HttpBackendProvider.tsx';
export type { HttpBackendOptions } from './httpBackend.ts';
export { createHttpBackend } from './httpBackend.ts';
export { askStaleChoice, type StaleChoice } from './staleRevision.tsx';
export { fetchStockPictures, type StockPicture } from './stock.ts';
export { checkUpload, UploadRefusedError, uploadFailureMessage } from './uploadRules.ts';
