import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function FormsScreen() {
  return <ComingSoon title="Forms" purpose="The organisation's forms." />;
}
