// The public answer a page the server draws is drawn from (spec §7): the server reads it with
// the public module's own functions, renders the page from it and hands it to the browser with
// the page (ssr/state.ts), which hydrates from it. Its contract is core's, shared with the
// server (packages/core/src/public-pages.ts); the public screens name it from here.
export {
  PUBLIC_SCREENS,
  type PublicPageData,
  type PublicScreen,
} from '@nibble/core/public-pages';
