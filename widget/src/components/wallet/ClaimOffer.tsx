// The claim offer (spec 001 §4 "Wallet", ROLE-09): a guest paid by card or
// bank account, then signed in; the session remembers that tender, and the
// resident may keep it for later payments. Keeping it needs the card-on-file
// disclosure ticked (POST /wallet/claim with cardOnFileDisclosure: true).
// A guest never sees it: the wallet answers only a signed-in resident.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useSite } from '../../lib/site';
import type { ClaimableTender } from '../../lib/walletTypes';
import { errorText } from '../../state/api';
import { claimTender } from '../../state/wallet';
import './wallet.css';
import '../../lib/i18n/wallet';

export interface ClaimOfferProps {
  claimable: ClaimableTender;
  /** The tender is kept: the offer is done, and the caller says so (the wallet, read again, has no offer any more). */
  onClaimed: () => void;
  /** The level of the offer's heading in its page. */
  headingLevel?: 2 | 3;
}

export function ClaimOffer({ claimable, onClaimed, headingLevel = 3 }: ClaimOfferProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const { location } = useSite();
  const [claim, { isLoading }] = claimTender.useMutation();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const key = useRef(newIdempotencyKey());
  const consent = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const consentError = `${headingId}-consent-error`;

  const question =
    claimable.type === 'bank'
      ? t('wallet.claim.bank', { digits: claimable.lastDigits })
      : t('wallet.claim.card', { brand: claimable.cardBrand || t('wallet.name.cardNoBrand'), digits: claimable.lastDigits });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setError(t('wallet.claim.needsConsent'));
      consent.current?.focus();
      return;
    }
    setError(null);
    try {
      await claim({ client: location.client, site: location.site, idempotencyKey: key.current }).unwrap();
      setDone(true);
      onClaimed();
    } catch (failure) {
      setError(errorText(failure) ?? t('api.error'));
    }
  };

  if (done) {
    return null;
  }
  return (
    <section className="claim-offer" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('wallet.claim.heading')}</Heading>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>{question}</p>
        <div className="claim-offer__consent">
          <input
            ref={consent}
            type="checkbox"
            id={`${headingId}-consent`}
            checked={agreed}
            aria-invalid={error && !agreed ? true : undefined}
            aria-describedby={error && !agreed ? consentError : undefined}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor={`${headingId}-consent`}>{t('wallet.claim.disclosure')}</label>
        </div>
        {error ? (
          <p className="field__error" id={consentError} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
          {t('wallet.claim.keep')}
        </button>
      </form>
    </section>
  );
}
