import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function OrgsUsersScreen() {
  return (
    <ComingSoon
      title="Users"
      purpose="The users across organisations, with their roles, for platform administrators."
    />
  );
}
