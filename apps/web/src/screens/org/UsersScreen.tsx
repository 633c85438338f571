import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function UsersScreen() {
  return (
    <ComingSoon
      title="Users"
      purpose="The organisation's team: name, role, city, status and activation, with the 'New User' and 'Update Role' dialogs."
    />
  );
}
