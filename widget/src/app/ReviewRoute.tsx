// The confirmation route's page (its own chunk, lazyPages.ts): the review
// step with autopay at review given by the autopay feature, so that the two
// features do not import each other.
import { AutopaySection } from '../features/autopay/AutopaySection';
import { AutopayTermsModal } from '../features/autopay/AutopayTermsModal';
import { ReviewPage, type ReviewAutopay } from '../features/review/ReviewPage';

const autopay: ReviewAutopay = { Section: AutopaySection, TermsModal: AutopayTermsModal };

export function ReviewRoute() {
  return <ReviewPage autopay={autopay} />;
}
