/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { addressPartsFromGeocode, type MapAddressParts } from './address-parts';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapView {
  dispose: () => void;
}

interface MapViewOptions {
  element: HTMLElement;
  apiKey: string;
  start?: MapPoint | null;
  /** Each click or drag, once geocoded; `found` is false when the geocoder knows no address there. */
  onLocate: (parts: MapAddressParts, found: boolean) => void;
  /** A key Google refuses: the script loads, but the map never draws. */
  onAuthFailure: () => void;
}

/** With no point to start from the map shows the world; the staff member zooms in. */
const WORLD = { lat: 20, lng: 0 };
let optionsSet = false;

/**
 * The Google side of the map picker (cannot run in jsdom, so it is kept small): loads the Maps API with the
 * v2 loader (`setOptions` once per page, then `importLibrary`), draws a map with a draggable marker and
 * reverse-geocodes each click or drag. Rejects when the API cannot be loaded.
 */
export async function openGoogleMap({
  element,
  apiKey,
  start,
  onLocate,
  onAuthFailure,
}: MapViewOptions): Promise<MapView> {
  // Google calls this global when it refuses the key.
  (window as Window & { gm_authFailure?: () => void }).gm_authFailure = onAuthFailure;
  if (!optionsSet) {
    setOptions({ key: apiKey, v: 'weekly' });
    optionsSet = true;
  }
  const [{ Map }, { Marker }, { Geocoder }] = await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
    importLibrary('geocoding'),
  ]);
  const center = start ? { lat: start.latitude, lng: start.longitude } : WORLD;
  const map = new Map(element, {
    center,
    zoom: start ? 16 : 2,
    streetViewControl: false,
    mapTypeControl: false,
  });
  // The classic marker needs no map id, so the key alone is enough configuration.
  const marker = new Marker({ map, position: center, draggable: true });
  const geocoder = new Geocoder();

  // Only the answer for the latest point counts when the user clicks faster than the geocoder answers.
  let latest = 0;
  const locate = (position: google.maps.LatLng) => {
    const point = { latitude: position.lat(), longitude: position.lng() };
    const ticket = ++latest;
    geocoder.geocode({ location: position }).then(
      ({ results }) => {
        if (ticket !== latest) return;
        const best = results[0];
        onLocate(addressPartsFromGeocode(best ? best.address_components : [], point), Boolean(best));
      },
      () => {
        if (ticket === latest) onLocate(addressPartsFromGeocode([], point), false);
      },
    );
  };

  const listeners = [
    map.addListener('click', (event: google.maps.MapMouseEvent) => {
      if (!event.latLng) return;
      marker.setPosition(event.latLng);
      locate(event.latLng);
    }),
    marker.addListener('dragend', (event: google.maps.MapMouseEvent) => {
      if (event.latLng) locate(event.latLng);
    }),
  ];
  const startPosition = marker.getPosition();
  if (start && startPosition) locate(startPosition);

  return {
    dispose: () => {
      latest += 1;
      listeners.forEach((listener) => listener.remove());
      marker.setMap(null);
    },
  };
}
