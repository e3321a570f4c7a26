// I. Is it generally allowed here: the legal status of the ADU type with its sources, the zone,
// and whether the state ADU right reaches the lot.
import type { AduKind } from '../../../../core/rules';
import { useTranslate } from '../../i18n/use-translate';
import { LockedButton } from '../../ui/LockedButton';
import { Assumptions } from '../Assumptions';
import { Citations } from '../Citations';
import { legalKey } from '../labels';
import { useReport } from '../../shell/report-context';

interface Props {
  kind: AduKind;
  /** Opens the zone choice (signed in) or the upsell (not signed in). */
  onChangeZone(): void;
}

/** The legal status rows. */
export function LegalSection({ kind, onChangeZone }: Props) {
  const t = useTranslate();
  const { property } = useReport();
  const adu = property.bylaws.adu;
  const zone = kind === 'ext' ? adu.ext_zone : adu.int_zone;
  const legal = kind === 'ext' ? adu.ext_legal : adu.int_legal;
  // A lot with its accessory apartment already has used the one protected ADU (760 CMR 71.02).
  const stateRight = adu.state_protected === null ? 'unknown' : adu.protected_adu_used ? 'used' : adu.state_protected ? 'yes' : 'no';
  return (
    <dl className="report-rows">
      <div className="report-row">
        <dt>{t('legal.status')}</dt>
        <dd>
          <span className="report-row__value capitalize" data-field={`adu.${kind}_legal`}>
            {t(legalKey(legal))}
          </span>
          <Assumptions fields={[`adu.${kind}_legal`]} />
          <Citations fields={[`adu.${kind}_legal`]} />
        </dd>
      </div>
      <div className="report-row">
        <dt>{t('legal.zone')}</dt>
        <dd>
          <span className="report-row__value">{zone ?? t('legal.zoneMissing')}</span>
          <Citations fields={['adu.zone']} />
          <LockedButton locked={!property.user} onClick={onChangeZone}>
            {t('legal.changeZone')}
          </LockedButton>
        </dd>
      </div>
      <div className="report-row">
        <dt>{t('legal.stateRight')}</dt>
        <dd>
          <span className="report-row__value">{t(`legal.stateRight.${stateRight}`)}</span>
          <Assumptions fields={['adu.state_protected', 'adu.covered_by_state']} />
          <Citations fields={['adu.covered_by_state']} />
        </dd>
      </div>
    </dl>
  );
}
