// The font families the editor offers (spec §9: about 46, plus the Indic families of issue 13),
// self-hosted as @fontsource packages, as plain data: the web app's font panel, fallback and
// PDF export read it (apps/web/src/editor/text/catalog.ts), the server's previews unpack its
// Indic faces for fontconfig (apps/server/src/images/preview-fonts.ts) and
// scripts/font-coverage.mjs reads each family's cmaps. Each entry says which subsets the family
// writes (the font panel filters by them), how it names itself in its own script, and whether
// it is a serif (the fallback picks a face of the same style).

/** The @fontsource subsets the catalogue's faces are drawn from (one file per subset per face). */
export type FontSubset = 'latin' | 'latin-ext' | 'malayalam' | 'devanagari';

export const FONT_SUBSETS: readonly FontSubset[] = [
  'latin',
  'latin-ext',
  'malayalam',
  'devanagari',
];

export type FaceStyle = 'sans' | 'serif';

export interface FontFamily {
  family: string;
  /** Folder under node_modules/@fontsource. */
  pkg: string;
  /** The scripts the family writes, its own first; each is the name of an @fontsource subset. */
  scripts: readonly FontSubset[];
  style: FaceStyle;
  /** The family's name written in its own script, shown in the font panel. */
  nativeName?: string;
}

const latin = (family: string, pkg: string, style: FaceStyle = 'sans'): FontFamily => ({
  family,
  pkg,
  scripts: ['latin'],
  style,
});
const malayalam = (
  family: string,
  pkg: string,
  nativeName: string,
  style: FaceStyle = 'sans',
): FontFamily => ({
  family,
  pkg,
  scripts: ['malayalam', 'latin'],
  style,
  nativeName,
});
const devanagari = (family: string, pkg: string, nativeName: string): FontFamily => ({
  family,
  pkg,
  scripts: ['devanagari', 'latin'],
  style: 'sans',
  nativeName,
});

export const FONT_CATALOG: readonly FontFamily[] = [
  latin('Abril Fatface', 'abril-fatface', 'serif'),
  latin('Amatic SC', 'amatic-sc'),
  malayalam('Anek Malayalam', 'anek-malayalam', 'അനെക് മലയാളം'),
  latin('Anton', 'anton'),
  latin('Archivo', 'archivo'),
  devanagari('Baloo 2', 'baloo-2', 'बालू २'),
  malayalam('Baloo Chettan 2', 'baloo-chettan-2', 'ബാലൂ ചേട്ടൻ 2'),
  latin('Barlow', 'barlow'),
  latin('Bebas Neue', 'bebas-neue'),
  latin('Bitter', 'bitter', 'serif'),
  latin('Cabin', 'cabin'),
  latin('Caveat', 'caveat'),
  malayalam('Chilanka', 'chilanka', 'ചിലങ്ക'),
  latin('Cinzel', 'cinzel', 'serif'),
  latin('Comfortaa', 'comfortaa'),
  latin('Crimson Text', 'crimson-text', 'serif'),
  latin('Dancing Script', 'dancing-script'),
  latin('Dosis', 'dosis'),
  latin('Exo 2', 'exo-2'),
  latin('Fira Sans', 'fira-sans'),
  malayalam('Gayathri', 'gayathri', 'ഗായത്രി'),
  latin('Great Vibes', 'great-vibes'),
  devanagari('Hind', 'hind', 'हिन्द'),
  latin('Indie Flower', 'indie-flower'),
  latin('Josefin Sans', 'josefin-sans'),
  latin('Kanit', 'kanit'),
  latin('Karla', 'karla'),
  latin('Lato', 'lato'),
  latin('Libre Baskerville', 'libre-baskerville', 'serif'),
  latin('Lobster', 'lobster'),
  latin('Lora', 'lora', 'serif'),
  malayalam('Manjari', 'manjari', 'മഞ്ജരി'),
  latin('Merriweather', 'merriweather', 'serif'),
  latin('Montserrat', 'montserrat'),
  devanagari('Mukta', 'mukta', 'मुक्ता'),
  latin('Noto Sans', 'noto-sans'),
  devanagari('Noto Sans Devanagari', 'noto-sans-devanagari', 'नोटो सैन्स देवनागरी'),
  malayalam('Noto Sans Malayalam', 'noto-sans-malayalam', 'നോട്ടോ സാൻസ് മലയാളം'),
  malayalam('Noto Serif Malayalam', 'noto-serif-malayalam', 'നോട്ടോ സെരിഫ് മലയാളം', 'serif'),
  latin('Nunito', 'nunito'),
  latin('Open Sans', 'open-sans'),
  latin('Oswald', 'oswald'),
  latin('Pacifico', 'pacifico'),
  latin('Permanent Marker', 'permanent-marker'),
  latin('Playfair Display', 'playfair-display', 'serif'),
  latin('Poppins', 'poppins'),
  latin('PT Sans', 'pt-sans'),
  latin('PT Serif', 'pt-serif', 'serif'),
  latin('Quicksand', 'quicksand'),
  latin('Raleway', 'raleway'),
  latin('Righteous', 'righteous'),
  latin('Roboto', 'roboto'),
  latin('Rubik', 'rubik'),
  latin('Satisfy', 'satisfy'),
  latin('Shadows Into Light', 'shadows-into-light'),
  latin('Ubuntu', 'ubuntu'),
  latin('Work Sans', 'work-sans'),
];

/** The families that write an Indic script (Malayalam, Devanagari) besides Latin. */
export const INDIC_FAMILIES: readonly FontFamily[] = FONT_CATALOG.filter((entry) =>
  entry.scripts.some((script) => script === 'malayalam' || script === 'devanagari'),
);
