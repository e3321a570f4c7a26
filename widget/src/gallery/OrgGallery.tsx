// The Gallery section of an ADU page (spec 1 section 2): only in embeds, only when the
// organization turned its gallery on; a scrollable two-column grid of the organization's interior
// or exterior images (the default illustrations when it has none), each opening the slideshow.
import { useMemo, useState } from 'react';
import { useTranslate, type Translate } from '../i18n/use-translate';
import type { AduPage } from '../shell/navigation/state';
import { useOrgConfig } from '../shell/org/org-context';
import { useReport } from '../shell/report-context';
import { galleryContent } from './gallery-model';
import { IllustrationImage } from './IllustrationImage';
import { defaultIllustrations, type Illustration } from './illustrations';
import { Slideshow } from './Slideshow';

interface Props {
  /** The section's id, as the URL carries it. */
  id: string;
  page: AduPage;
}

const illustrationLabel = (t: Translate, illustration: Illustration) =>
  t(`gallery.${illustration.kind}.${illustration.subject}` as Parameters<Translate>[0]);

/** The organization gallery section; nothing when the organization has it off. */
export function OrgGallery({ id, page }: Props) {
  const t = useTranslate();
  const { api } = useReport();
  const content = galleryContent(useOrgConfig(), page);
  const [shown, setShown] = useState<number | null>(null);
  const kind = content.show ? content.kind : 'ext';
  const images = content.show ? content.images : 'default';
  const illustrations = useMemo(() => (images === 'default' ? defaultIllustrations(kind) : []), [images, kind]);
  if (!content.show) return null;

  const count = images === 'default' ? illustrations.length : images.length;
  const picture = (index: number, className: string) => {
    if (images === 'default') {
      const illustration = illustrations[index]!;
      return <IllustrationImage className={className} illustration={illustration} label={illustrationLabel(t, illustration)} />;
    }
    return <img className={className} src={api.resolve(images[index]!)} alt={t('gallery.image', { index: index + 1, count })} loading="lazy" decoding="async" />;
  };

  return (
    <section id={id} className="page-section" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="page-section__title">
        {t('gallery.title')}
      </h4>
      <ul className="gallery-grid">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="gallery-grid__item">
            <button type="button" className="gallery-grid__open" aria-label={t('gallery.open', { index: index + 1, count })} onClick={() => setShown(index)}>
              {picture(index, 'gallery-grid__picture')}
            </button>
          </li>
        ))}
      </ul>
      {images === 'default' && <p className="report-note report-note--small gallery__note">{t('gallery.examples')}</p>}
      {shown !== null && <Slideshow count={count} start={shown} slide={(index) => picture(index, 'slideshow__picture')} onClose={() => setShown(null)} />}
    </section>
  );
}
