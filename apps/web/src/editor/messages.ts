// The sentences the editor shows (refusal reasons, publish-date and upload rules, the hex
// colour check) in the interface language. A core refusal the server also answers (a
// publication rule, a blank design, an upload rule) is read through its error code, from the
// one error catalogue the server's answers use (i18n/errorText.ts), so it reads the same
// whoever refused. The editor's own sentences, which no server code answers, are listed here,
// each a t() call the extractor can see. English shows the core's own words.
import { HEX_COLOUR_MESSAGE } from '@nibble/core';
import { coreErrorText } from '../i18n/errorText.ts';
import { i18n } from '../i18n/setup.ts';
import { PAGE_NOT_ON_SCREEN, PAGE_NOT_RENDERED } from './export/exportErrors.ts';
import { LOCAL_MESSAGES } from './localBackend.ts';
import { EDITOR_REFUSALS } from './refusals/offers.ts';
import { NOT_A_DESIGN } from './route/designAddress.ts';
import { NO_PUBLIC_PAGE } from './share/sharePayload.ts';

const TRANSLATIONS: ReadonlyArray<readonly [string, () => string]> = [
  [NOT_A_DESIGN, () => i18n.t('editor:screen.notADesign')],
  [PAGE_NOT_ON_SCREEN, () => i18n.t('editor:errors.pageNotOnScreen')],
  [PAGE_NOT_RENDERED, () => i18n.t('editor:errors.pageNotRendered')],
  [LOCAL_MESSAGES.designGone, () => i18n.t('editor:errors.designGone')],
  [LOCAL_MESSAGES.stale, () => i18n.t('editor:errors.stale')],
  [LOCAL_MESSAGES.templateGone, () => i18n.t('editor:errors.templateGone')],
  [LOCAL_MESSAGES.pictureGone, () => i18n.t('editor:errors.pictureGone')],
  [EDITOR_REFUSALS.notNew, () => i18n.t('editor:refusals.notNew')],
  [EDITOR_REFUSALS.lastPage, () => i18n.t('editor:refusals.lastPage')],
  [EDITOR_REFUSALS.notPublished, () => i18n.t('editor:refusals.notPublished')],
  [NO_PUBLIC_PAGE, () => i18n.t('editor:errors.noPublicPage')],
  [HEX_COLOUR_MESSAGE, () => i18n.t('editor:refusals.hexColour')],
];

const BY_ENGLISH = new Map(TRANSLATIONS);

/** The editor's own English texts (the tests check each against its catalogue). */
export const TRANSLATED_TEXTS: readonly string[] = TRANSLATIONS.map(([english]) => english);

/**
 * A sentence in the interface language, read when it is shown: the editor's own, or a core
 * error's through its code. Any other text passes through unchanged.
 */
export const editorMessage = (text: string): string =>
  BY_ENGLISH.get(text)?.() ?? coreErrorText(text);

/** What an error says, in the interface language where the editor knows its words. */
export const errorText = (error: unknown): string =>
  editorMessage(error instanceof Error ? error.message : String(error));
