// The popup of something the user put on the map (a building, a map note): its name and a button
// that removes it. MapToolbar moves the focus to that button when the popup opens.
import { Popup, useMap } from 'react-leaflet';

interface Props {
  /** The name of what the popup belongs to. */
  title: string;
  /** The button's words ('Remove', 'Delete'). */
  removeLabel: string;
  onRemove(): void;
}

/** A popup with a title and a button that closes it and removes its item. */
export function RemovePopup({ title, removeLabel, onRemove }: Props) {
  const map = useMap();
  return (
    <Popup className="map-tools__popup">
      <p className="map-tools__popup-title">{title}</p>
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
