// Why a page could not be exported, shared by the PNG and PDF paths and translated where shown.
export const PAGE_NOT_ON_SCREEN = 'This page is not on screen, so it cannot be exported.';
export const PAGE_NOT_RENDERED = 'The page could not be rendered.';
