import { useEffect, useState } from 'react';
import type { GeoPosition } from './rules/geo-reference';

export type PositionState =
  { status: 'off' | 'waiting' | 'denied' } | { status: 'known'; position: GeoPosition };

/** The device's position while `wanted` (a geo-referenced plan), from navigator.geolocation. */
export const usePosition = (wanted: boolean): PositionState => {
  const [state, setState] = useState<PositionState>({ status: 'off' });
  useEffect(() => {
    if (!wanted || !('geolocation' in navigator)) {
      setState({ status: 'off' });
      return;
    }
    setState({ status: 'waiting' });
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) =>
        setState({
          status: 'known',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      () => setState({ status: 'denied' }),
      { enableHighAccuracy: true, maximumAge: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [wanted]);
  return state;
};
