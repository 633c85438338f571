// The browser entry of the full app (index.html): every page but the three the server draws,
// which have their own entry (public/main.tsx). The public pages' styles come first, so the
// sign-in screen paints with them; the rest of Mantine's loads with the signed-in screens.
import './layout/publicStyles.ts';

void import('./start.tsx');
