// The window's inner size in CSS pixels, kept current as it is resized or the phone turned.
import { useEffect, useState } from 'react';

/** The window's inner width and height. */
export function useWindowSize(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const update = () =>
      setSize((last) => (last.width === window.innerWidth && last.height === window.innerHeight ? last : { width: window.innerWidth, height: window.innerHeight }));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
