// The picture where a street-view photo of the address would be (spec 2: 370 × 207): a drawn
// house with a backyard cottage, in the widget's colours.
import { useState } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { useReport } from './report-context';

/** The street-view photo of the address when the server has a provider, else (or when it fails) the drawing. */
export function StreetView() {
  const t = useTranslate();
  const { property, api } = useReport();
  const [failed, setFailed] = useState(false);
  const url = property.street_view_url;
  if (!url || failed) return <StreetViewFallback />;
  return <img className="street-view" src={api.resolve(url)} alt={t('overview.streetPhoto', { address: property.attributes.address.label })} width={370} height={207} onError={() => setFailed(true)} />;
}

/** A drawing that stands in for the street-view photo. */
export function StreetViewFallback() {
  const t = useTranslate();
  return (
    <svg className="street-view" viewBox="0 0 370 207" role="img" aria-label={t('overview.photo')} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="lotline-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dbeafe" />
          <stop offset="1" stopColor="#f5f9ff" />
        </linearGradient>
      </defs>
      <rect width="370" height="207" fill="url(#lotline-sky)" />
      <circle cx="316" cy="42" r="17" fill="#fde68a" />
      <path d="M0 150 C 80 138, 160 146, 240 140 S 340 136, 370 142 V207 H0Z" fill="#bbdcb0" />
      <rect x="0" y="176" width="370" height="31" fill="#d6d3cd" />
      <rect x="0" y="174" width="370" height="3" fill="#b9b4ab" />
      {/* the house */}
      <path d="M58 98 L122 58 L186 98 Z" fill="var(--lotline-primary, #1f6feb)" opacity="0.85" />
      <rect x="68" y="96" width="108" height="76" fill="#ffffff" stroke="#9aa4af" />
      <rect x="112" y="130" width="22" height="42" fill="#8b5e3c" />
      <rect x="80" y="112" width="22" height="20" fill="#cfe3ff" stroke="#9aa4af" />
      <rect x="144" y="112" width="22" height="20" fill="#cfe3ff" stroke="#9aa4af" />
      {/* the backyard cottage */}
      <path d="M222 122 L256 102 L290 122 Z" fill="#2da44e" opacity="0.85" />
      <rect x="228" y="120" width="56" height="44" fill="#ffffff" stroke="#9aa4af" />
      <rect x="250" y="140" width="14" height="24" fill="#8b5e3c" />
      <rect x="234" y="128" width="12" height="10" fill="#cfe3ff" stroke="#9aa4af" />
      {/* a tree */}
      <rect x="318" y="128" width="6" height="36" fill="#7c5a3a" />
      <circle cx="321" cy="118" r="20" fill="#5a9e4b" />
      <path d="M0 190 H370" stroke="#f5f5f0" strokeWidth="3" strokeDasharray="18 14" />
    </svg>
  );
}
