// The title bar's menu in Malayalam: its items, and why a greyed one is refused (issue 14).
import { PUBLISHED } from '@nibble/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { EditorHeader } from './EditorHeader.tsx';
import { renderWithEditor, testStore } from './testing.tsx';

describe('EditorHeader in Malayalam', () => {
  it('names the menu and says in Malayalam why Save is refused on a published design', async () => {
    await i18n.changeLanguage('ml');
    renderWithEditor(
      <EditorHeader onBack={() => {}} />,
      testStore({ published: PUBLISHED.published }),
    );
    expect(screen.getByRole('button', { name: 'ഡിസൈനുകളിലേക്ക് മടങ്ങുക' })).toBeInTheDocument();
    // The grid comes a frame later, once the page is drawn (useAfterPageDrawn).
    expect(await screen.findByRole('checkbox', { name: 'വരകൾ കാണിക്കുക' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ഡിസൈൻ മെനു' }));
    const save = await screen.findByRole('menuitem', { name: 'സേവ് ചെയ്യുക' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('പുതിയ ഡിസൈൻ മാത്രമേ മാറ്റാനാകൂ: ഇത് പ്രസിദ്ധീകരിച്ചതാണ്.');
    expect(screen.getByText('പ്രസിദ്ധീകരണം നിർത്തുക').closest('button')).toBeEnabled();
    expect(screen.getByText('പ്രിന്റ്').closest('button')).toHaveAttribute('role', 'menuitem');
  }, 15_000);

  it('refuses Publish of a blank design with the reason in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithEditor(<EditorHeader onBack={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'डिज़ाइन मेन्यू' }));
    const publish = (await screen.findByText('प्रकाशित करें')).closest('button');
    expect(publish).toHaveAccessibleDescription(
      'यह डिज़ाइन खाली है: प्रकाशित करने से पहले कोई आकृति, टेक्स्ट या चित्र जोड़ें।',
    );
  }, 15_000);
});
