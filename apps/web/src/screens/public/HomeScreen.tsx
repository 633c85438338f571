import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function HomeScreen() {
  return (
    <PublicFrame>
      <ComingSoon
        title="Nibble Studio"
        purpose="The landing page: the tagline 'To-go app for real-world contents.' with the app's QR code, a city picker ('Select a city') leading to that city's contents, a 'Scan the code using the app' prompt and a privacy policy link."
      >
        <Button component={Link} to="/sign-in" w="fit-content">
          Staff sign in
        </Button>
      </ComingSoon>
    </PublicFrame>
  );
}
