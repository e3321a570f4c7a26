// The popup of something the user put on the map (a building, a map note): its name, what else it
// offers (a building's category on the playground) and a button that removes it. MapToolbar moves
// the focus to its first button when the popup opens.
import type { ReactNode } from 'react';
import { Popup, useMap } from 'react-leaflet';

interface Props {
  /** The name of what the popup belongs to. */
  title: string;
  /** The button's words ('Remove', 'Delete'). */
  removeLabel: string;
  onRemove(): void;
  /** More controls, between the title and the button. */
  children?: ReactNode;
}

/** A popup with a title and a button that closes it and removes its item. */
export function RemovePopup({ title, removeLabel, onRemove, children }: Props) {
  const map = useMap();
  return (
    <Popup className="map-tools__popup">
      <p className="map-tools__popup-title">{title}</p>
      {children}
      <button
        type="button"
        className="map-button map-button--danger"
        onClick={() => {
          map.closePopup();
          onRemove();
        }}
      >
        {removeLabel}
      </button>
    </Popup>
  );
}
