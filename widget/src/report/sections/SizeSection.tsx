// III. Size Limitations: the limits of the ADU type (the detached size limit and the footprint
// limit for a backyard cottage, the internal conversion limit for an in-home apartment), each by
// right and by special permit, with the calculation steps and their sources; a protected ADU's
// footprint with no number on file says that 760 CMR 71.03 holds it to the town's limit for the house;
// then the parking the town may require, with the nearest station where the law waives it near transit (decision 052).
import { parkingLine, type SizeLimit, type AduKind } from '../../../../core/rules';
import type { MessageKey } from '../../i18n/messages';
import { formatArea } from '../../i18n/format';
import { useLocale, useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { Assumptions } from '../Assumptions';
import { Citations } from '../Citations';
import { LockedValue } from '../../ui/LockedValue';
import { isLocked, useReport } from '../../shell/report-context';

type Bound = NonNullable<SizeLimit['br']>;

function BoundRow({ label, bound, field }: { label: string; bound: Bound; field: string }) {
  const t = useTranslate();
  const rules = useRuleTexts();
  const locale = useLocale();
  const value =
    bound.max !== null
      ? t('size.max', { size: formatArea(bound.max, locale) })
      : bound.at_most !== null
        ? t('size.atMost', { size: formatArea(bound.at_most, locale) })
        : t('size.notComputed');
  return (
    <div className="report-row">
      <dt>{label}</dt>
      <dd>
        <span className="report-row__value" data-field={field}>
          {value}
        </span>
        {bound.steps.length > 0 && (
          <div className="steps">
            <span className="steps__title">{t('size.steps')}</span>
            <ol className="steps__list">
              {bound.steps.map((step, index) => (
                <li key={index}>{rules.text(step)}</li>
              ))}
            </ol>
          </div>
        )}
        <Assumptions fields={[field]} />
        <Citations fields={[field]} />
      </dd>
    </div>
  );
}

function LimitBlock({ title, limit, field, noStricter = false }: { title: MessageKey; limit: SizeLimit; field: string; noStricter?: boolean }) {
  const t = useTranslate();
  const { property, onLocked } = useReport();
  return (
    <div className="size-limit" data-limit={field}>
      <h6 className="size-limit__title">{t(title)}</h6>
      {isLocked(property, `bylaws.${field}`) ? (
        <dl className="report-rows">
          <div className="report-row">
            <dt>{t('size.byRight')}</dt>
            <dd>
              <LockedValue onUnlock={onLocked} />
            </dd>
          </div>
        </dl>
      ) : !limit.br && !limit.sp ? (
        // 760 CMR 71.03: where the state right holds the town to its house's or accessory building's limit, that is the limit.
        noStricter ? (
          <>
            <p className="report-note" data-field={field}>
              {t('size.noStricter')}
            </p>
            <Citations fields={[field]} />
          </>
        ) : (
          <p className="report-note">{t('size.none')}</p>
        )
      ) : (
        <dl className="report-rows">
          {limit.br && <BoundRow label={t('size.byRight')} bound={limit.br} field={`${field}.br`} />}
          {limit.sp && <BoundRow label={t('size.bySpecialPermit')} bound={limit.sp} field={`${field}.sp`} />}
        </dl>
      )}
    </div>
  );
}

/** The parking spaces the town may require for the ADU type, and why (the nearest station, its distance). */
function ParkingBlock({ kind }: { kind: AduKind }) {
  const t = useTranslate();
  const locale = useLocale();
  const { property } = useReport();
  const { parking_spaces: spaces, parking_transit: transit } = property.bylaws.adu;
  const line = parkingLine(spaces[kind], transit ?? null);
  const number = new Intl.NumberFormat(locale);
  const field = `adu.parking.${kind}`;
  return (
    <div className="size-limit" data-limit={field}>
      <h6 className="size-limit__title">{t('parking.title')}</h6>
      <dl className="report-rows">
        <div className="report-row">
          <dt>{t('parking.label')}</dt>
          <dd>
            <span className="report-row__value" data-field={field} data-reach={transit?.reach ?? 'none'}>
              {t(`parking.${line.key}`, { ...line.values, spaces: number.format(line.values.spaces) })}
            </span>
            <Assumptions fields={[field]} />
            <Citations fields={[field]} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The size limits of one ADU type, and its parking. */
export function SizeSection({ kind }: { kind: AduKind }) {
  const { property } = useReport();
  const limits = property.bylaws.adu.size_limits;
  if (kind === 'int') {
    return (
      <>
        <LimitBlock title="size.int" limit={limits.int} field="adu.size_limits.int" />
        <ParkingBlock kind="int" />
      </>
    );
  }
  return (
    <>
      <LimitBlock title="size.ext" limit={limits.ext} field="adu.size_limits.ext" />
      <LimitBlock title="size.footprint" limit={limits.footprint} field="adu.size_limits.footprint" noStricter={property.bylaws.adu.dimensions_no_stricter === true} />
      <ParkingBlock kind="ext" />
    </>
  );
}
