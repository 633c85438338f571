import { Button } from '@mantine/core';
import { DESIGN_TYPES } from '@nibble/core';
import { IconPalette } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/store.ts';
import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced by the designs issue. The button already opens the editor. */
export default function DesignsScreen() {
  const enterDesign = useSession((s) => s.enterDesign);
  const navigate = useNavigate();
  const openEditor = () => {
    enterDesign('promotion_coupon', DESIGN_TYPES.promotion_coupon.name);
    navigate('/dashboard/design');
  };
  return (
    <ComingSoon
      title="Designs"
      purpose="A grid of design cards (title and preview) that can be opened, duplicated or deleted, with a check badge on published designs."
    >
      <Button leftSection={<IconPalette size={18} />} onClick={openEditor} w="fit-content">
        Design Editor
      </Button>
    </ComingSoon>
  );
}
