import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function DashboardScreen() {
  return (
    <ComingSoon
      title="Dashboard"
      purpose="The organisation's overview: profile card and stat cards."
    />
  );
}
