import { ComingSoon } from '../ComingSoon.tsx';

/** Temporary: replaced when this screen's issue lands. */
export default function CouponsDesignScreen() {
  return (
    <ComingSoon
      title="Coupon design"
      purpose="The sample design-editor form: a template accordion (Discount Coupon, Refer a friend, Friends & Family), a general-information form and a preview card."
    />
  );
}
