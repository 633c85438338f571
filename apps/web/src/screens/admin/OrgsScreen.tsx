import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function OrgsScreen() {
  return (
    <ComingSoon
      title="Organizations"
      purpose="The list of organisations with name, address, city, state, phone and an online/offline dot; choosing one makes it the current organisation. A 'New Organization' dialog adds one."
    />
  );
}
