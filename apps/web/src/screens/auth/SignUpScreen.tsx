import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function SignUpScreen() {
  return (
    <PublicFrame>
      <ComingSoon
        title="Create an account"
        purpose="Sign-up: name, phone, password, confirm password, a required terms checkbox, a Sign up button and a link to sign in."
      />
    </PublicFrame>
  );
}
