import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { toast } from '../toast';
import type { MapAddressParts } from './address-parts';
import type { MapPoint } from './google-map';
import { mapsApiKey } from './maps-config';
import { MAP_TEXTS } from './map-texts';

export interface MapPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen point with its address parts; the picker stays open, the caller closes it. */
  onPick: (parts: MapAddressParts) => void;
  /** Where the marker starts (an address's saved coordinates). */
  initial?: MapPoint | null;
}

/**
 * A modal map with a draggable marker. Clicking or dragging geocodes the point; "Use this location" hands the
 * address parts to the form. Without a maps key, or when the maps script fails, it says 'Error in loading maps'
 * and the user closes it and types the address by hand.
 */
export function MapPicker({ open, onClose, onPick, initial }: MapPickerProps) {
  return (
    <Modal open={open} title={MAP_TEXTS.title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {/* The body mounts on each opening, so every opening starts fresh (and retries a failed load). */}
      {open && <MapPickerBody onClose={onClose} onPick={onPick} initial={initial ?? null} />}
    </Modal>
  );
}

type Located = { parts: MapAddressParts; found: boolean };

function MapPickerBody({
  onClose,
  onPick,
  initial,
}: {
  onClose: () => void;
  onPick: (parts: MapAddressParts) => void;
  initial: MapPoint | null;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const [apiKey] = useState(mapsApiKey);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(apiKey ? 'loading' : 'error');
  const [located, setLocated] = useState<Located | null>(null);
  // The first point only: a later prop change must not redraw the map under the user's marker.
  const [start] = useState(initial);

  useEffect(() => {
    if (status === 'error') toast.error(MAP_TEXTS.loadError);
  }, [status]);

  useEffect(() => {
    const element = canvas.current;
    if (!apiKey || !element) return;
    let cancelled = false;
    let dispose: (() => void) | null = null;
    const fail = () => {
      if (!cancelled) setStatus('error');
    };
    // Loaded on demand: the Maps loader is only fetched by a user who opens the map.
    import('./google-map')
      .then(({ openGoogleMap }) =>
        openGoogleMap({
          element,
          apiKey,
          start,
          onLocate: (parts, found) => {
            if (!cancelled) setLocated({ parts, found });
          },
          onAuthFailure: fail,
        }),
      )
      .then((view) => {
        if (cancelled) view.dispose();
        else {
          dispose = view.dispose;
          setStatus((current) => (current === 'loading' ? 'ready' : current));
        }
      }, fail);
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [apiKey, start]);

  return (
    <Flex vertical gap="middle">
      {status === 'error' ? (
        <Alert type="error" showIcon title={MAP_TEXTS.loadError} description={MAP_TEXTS.loadErrorHint} />
      ) : (
        <>
          <Typography.Text type="secondary">{MAP_TEXTS.hint}</Typography.Text>
          <Spin spinning={status === 'loading'} description={MAP_TEXTS.loading}>
            <div
              ref={canvas}
              role="application"
              aria-label={MAP_TEXTS.mapLabel}
              style={{ width: '100%', height: 400 }}
            />
          </Spin>
          {located && (
            <Typography.Text>{located.found ? describe(located.parts) : MAP_TEXTS.noAddress}</Typography.Text>
          )}
        </>
      )}
      <Flex justify="flex-end" gap="small">
        <Button onClick={onClose}>{MAP_TEXTS.close}</Button>
        {status !== 'error' && (
          <Button type="primary" disabled={!located} onClick={() => located && onPick(located.parts)}>
            {MAP_TEXTS.use}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

const describe = (parts: MapAddressParts) =>
  [parts.street, parts.city, parts.state, parts.zip_code, parts.country].filter(Boolean).join(', ');
