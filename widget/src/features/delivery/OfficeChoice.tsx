// The pick-up office (spec 000 §3 "Office location": description, location,
// map, hours, information and the days ahead it is open) and the name of the
// person who picks up (DLV-27).
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import type { Office } from '../../lib/deliveryTypes';
import { INTL_LOCALES, useLanguage, useT } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import { errorText } from './AddressForm';
import { Choice, ChoiceGroup } from './ChoiceGroup';
import type { DeliveryErrors } from './form';
import '../../lib/i18n/delivery';

export interface OfficeChoiceProps {
  offices: readonly Office[];
  /** Why no office can be offered (the lookup timed out or failed), in the payer's words. */
  unavailable?: string;
  locationId: string;
  personName: string;
  errors: DeliveryErrors;
  onLocation: (locationId: string) => void;
  onPerson: (name: string) => void;
}

/** A calendar date (YYYY-MM-DD) as a short day, e.g. "Mon, May 4". */
function day(date: string, language: Language): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) {
    return date;
  }
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

export function OfficeChoice({ offices, unavailable, locationId, personName, errors, onLocation, onPerson }: OfficeChoiceProps) {
  const t = useT();
  const { language } = useLanguage();
  if (offices.length === 0) {
    return (
      <Alert variant="warning">
        <p>{unavailable ?? t('delivery.pickup.noOffices')}</p>
      </Alert>
    );
  }
  return (
    <>
      <ChoiceGroup legend={t('delivery.pickup.legend')} error={errorText(t, errors.locationId)}>
        {offices.map((office) => (
          <Choice
            key={office.locationId}
            name="pickup-office"
            value={office.locationId}
            checked={locationId === office.locationId}
            onChange={onLocation}
            label={
              <>
                <span className="delivery__office-name">{office.description}</span>
                <span className="delivery__office-address">{office.location}</span>
              </>
            }
            details={
              <>
                <p>{t('delivery.pickup.hours', { hours: office.officeHours })}</p>
                {office.information ? <p>{office.information}</p> : null}
                {office.availability && office.availability.length > 0 ? (
                  <>
                    <p className="delivery__days-heading">{t('delivery.pickup.availability')}</p>
                    <ul className="delivery__days">
                      {office.availability.map((a) => (
                        <li key={a.date} className={a.open ? 'delivery__day--open' : 'delivery__day--closed'}>
                          {t(a.open ? 'delivery.pickup.open' : 'delivery.pickup.closed', { date: day(a.date, language) })}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {office.mapLocation ? (
                  <a href={office.mapLocation} target="_blank" rel="noreferrer noopener">
                    {t('delivery.pickup.map', { office: office.description })}
                  </a>
                ) : null}
              </>
            }
          />
        ))}
      </ChoiceGroup>
      <TextField
        label={t('delivery.pickup.person')}
        value={personName}
        onChange={(event) => onPerson(event.target.value)}
        autoComplete="name"
        aria-required="true"
        maxLength={100}
        error={errorText(t, errors.personName)}
      />
    </>
  );
}
