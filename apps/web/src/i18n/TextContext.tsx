// How a public screen reads its messages and offers the language switch, from whichever app
// runs it (publicText.ts). Without a provider: English, and a switch that only
// remembers the choice — what a test of a lone component needs.
import { createContext, type ReactNode, useContext } from 'react';
import { englishText } from './english.ts';
import type { Language } from './languages.ts';
import type { PublicText } from './publicText.ts';

export interface TextValue extends PublicText {
  /** Switches the interface to `language` and remembers the choice. */
  choose: (language: Language) => void;
}

const TextContext = createContext<TextValue>({ ...englishText, choose: () => undefined });

export function TextProvider({ value, children }: { value: TextValue; children: ReactNode }) {
  return <TextContext value={value}>{children}</TextContext>;
}

export const useText = (): TextValue => useContext(TextContext);
