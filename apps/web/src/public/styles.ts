// The Mantine styles Home, City and the QR page use, and no more (the sign-in screens add
// theirs in layout/publicStyles.ts). Everything sits in the `mantine` CSS layer; order follows
// @mantine/core/styles.css, so a component's styles come after those it builds on. A Mantine
// component new to these pages needs its file added here.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
