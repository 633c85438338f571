import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function SettingsScreen() {
  return (
    <ComingSoon title="Settings" purpose="Settings of the organisation and of your account." />
  );
}
