// Text labels on the map (lengths, text notes) as Leaflet div icons built from DOM nodes, so the
// user's text is never parsed as HTML. A label that is a button (keyboard: true) gets `name` as
// its accessible name, which otherwise would be just its text.
import L from 'leaflet';

class LabelIcon extends L.DivIcon {
  constructor(options: L.DivIconOptions, private readonly name: string | undefined) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    if (this.name) element.setAttribute('aria-label', this.name);
    return element;
  }
}

/** A div icon showing `text`, centred on its point, styled by the CSS block `block` (and `block--modifier`). */
export function labelIcon(text: string, block: string, options: { modifier?: string; name?: string } = {}): L.DivIcon {
  const span = document.createElement('span');
  span.className = `${block}__text`;
  span.textContent = text;
  const className = options.modifier ? `${block} ${block}--${options.modifier}` : block;
  // A zero-sized icon at the point; the text is centred on it by the stylesheet.
  return new LabelIcon({ className, html: span, iconSize: [0, 0] }, options.name);
}
