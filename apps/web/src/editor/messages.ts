// The core's sentences the editor shows (refusal reasons, publish-date and upload rules, the
// hex colour check) in the interface language. The core keeps one English text per rule,
// shared with the server and its tests; the editor looks that text up here when it shows it,
// so the English screen still shows the core's own words. Each message is a t() call the
// extractor can see.
import { BLANK_DESIGN_MESSAGE, HEX_COLOUR_MESSAGE, LIMITS, MESSAGES } from '@nibble/core';
import { PUBLICATION_MESSAGES } from '@nibble/core/publication';
import { i18n } from '../i18n/setup.ts';
import { PAGE_NOT_ON_SCREEN, PAGE_NOT_RENDERED } from './export/exportErrors.ts';
import { LOCAL_MESSAGES } from './localBackend.ts';
import { EDITOR_REFUSALS } from './refusals/offers.ts';
import { NOT_A_DESIGN } from './route/designAddress.ts';
import { NO_PUBLIC_PAGE } from './share/sharePayload.ts';

const P = PUBLICATION_MESSAGES;

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
  [BLANK_DESIGN_MESSAGE, () => i18n.t('editor:refusals.blank')],
  [P.startRequired, () => i18n.t('editor:refusals.startRequired')],
  [P.endRequired, () => i18n.t('editor:refusals.endRequired')],
  [P.startBeforeToday, () => i18n.t('editor:refusals.startBeforeToday')],
  [P.endBeforeStart, () => i18n.t('editor:refusals.endBeforeStart')],
  [P.startLocked, () => i18n.t('editor:refusals.startLocked')],
  [P.publishNotNew, () => i18n.t('editor:refusals.publishNotNew')],
  [P.unpublishNotPublished, () => i18n.t('editor:refusals.unpublishNotPublished')],
  [P.unpublishActive, () => i18n.t('editor:refusals.unpublishActive')],
  [P.disableNotPublished, () => i18n.t('editor:refusals.disableNotPublished')],
  [P.disableActive, () => i18n.t('editor:refusals.disableActive')],
  [P.enableNotDisabled, () => i18n.t('editor:refusals.enableNotDisabled')],
  [HEX_COLOUR_MESSAGE, () => i18n.t('editor:refusals.hexColour')],
  [MESSAGES.imageMissing, () => i18n.t('editor:refusals.imageMissing')],
  [MESSAGES.imageInvalid, () => i18n.t('editor:refusals.imageInvalid')],
  [MESSAGES.imageTooLarge, () => i18n.t('editor:refusals.imageTooLarge')],
  [MESSAGES.illustrationMissing, () => i18n.t('editor:refusals.illustrationMissing')],
  [MESSAGES.illustrationInvalid, () => i18n.t('editor:refusals.illustrationInvalid')],
  [MESSAGES.illustrationTooLarge, () => i18n.t('editor:refusals.illustrationTooLarge')],
  [
    MESSAGES.imagePixelsTooLarge,
    () => i18n.t('editor:refusals.imagePixelsTooLarge', { megapixels: LIMITS.imageMaxMegapixels }),
  ],
];

const BY_ENGLISH = new Map(TRANSLATIONS);

/** The English texts this module translates (the tests check each against its catalogue). */
export const TRANSLATED_TEXTS: readonly string[] = TRANSLATIONS.map(([english]) => english);

/**
 * A core sentence in the interface language, read when it is shown. Any other text (a
 * server's own message) passes through unchanged.
 */
export const editorMessage = (text: string): string => BY_ENGLISH.get(text)?.() ?? text;

/** What an error says, in the interface language where the editor knows its words. */
export const errorText = (error: unknown): string =>
  editorMessage(error instanceof Error ? error.message : String(error));
