import { stateLabel } from '@nibble/core';
import { useParams } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced by the public-pages issue. */
export default function CityScreen() {
  const { state = '', city = '' } = useParams();
  return (
    <PublicFrame size="md">
      <ComingSoon
        title={`Contents of ${city}, ${stateLabel(state)}`}
        purpose="The contents published by businesses in this city: each card with its title, QR code, publisher name and publisher city."
      />
    </PublicFrame>
  );
}
