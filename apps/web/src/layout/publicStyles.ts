// The Mantine styles the public and sign-in pages need, and no more: the whole stylesheet is
// about 31 KB gzip, a third of it for components only signed-in screens use (those get the
// whole sheet from SignedInProviders). Everything sits in the `mantine` CSS layer, so the
// app's own CSS modules win whatever order the lazy chunks load them in.
// The default theme's CSS variables (default-css-variables.css, 4 KB gzip) are left out: the
// provider writes them all itself (NibbleTheme.tsx, deduplicateCssVariables off) with code it
// ships anyway.
// What Home, City and the QR page use comes first (public/styles.ts, all their own entry
// loads); then what the sign-in, account and error screens add, in @mantine/core/styles.css's
// order. A Mantine component new to one of these screens needs its file added here.
import '../public/styles.ts';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
