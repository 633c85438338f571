// `npm run i18n:extract -w @nibble/web`: collects every t('…') and <Trans i18nKey="…"> of
// src/ into src/i18n/locales/{en,ml,hi}/{namespace}.json (useTranslation('editor') → editor.json;
// the namespaces are listed in src/i18n/namespaces.ts). Existing texts are kept, new keys are added
// empty (the catalogue test then names them until they are translated), keys no longer in
// the code are dropped — except those the code builds from a name (document titles by
// route, validation messages by core rule, API errors by code, states and cities by stored
// value, stock pictures by file, swatches by colour), which
// the parser cannot see.
export default {
  locales: ['en', 'ml', 'hi'],
  defaultNamespace: 'public',
  input: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  output: 'src/i18n/locales/$LOCALE/$NAMESPACE.json',
  keySeparator: '.',
  namespaceSeparator: ':',
  createOldCatalogs: false,
  keepRemoved: [
    /^titles\./,
    /^validation\./,
    /^codes\./,
    /^public:states(\.|$)/,
    /^public:cities(\.|$)/,
    /^(editor:)?stock\./,
    /^(editor:)?colourNames\./,
    /^(editor:)?text\.placeholder\./,
  ],
  sort: false,
  indentation: 2,
  defaultValue: '',
  lexers: { ts: ['JsxLexer'], tsx: ['JsxLexer'] },
};
