import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { AppModal } from '../modal/app-modal';
import { SubmitStopped, useSubmit } from '../submit/use-submit';
import { MapPicker, type MapPickerProps } from '../map-picker/map-picker';
import type { MapAddressParts } from '../map-picker/address-parts';
import { ADDRESS_MODAL_TEXTS as T } from './address-modal-texts';

/** The map picker opens 200 ms after the click (spec 1 and 2 §9), once the address modal has settled. */
export const MAP_OPEN_DELAY_MS = 200;

/** What every address form holds besides its text fields: the point the map fills. */
export interface AddressPointValues {
  latitude?: number | null;
  longitude?: number | null;
}

/** One typed field of the address grid. */
export interface AddressTextFieldSpec<V> {
  name: Extract<keyof V, string>;
  label: string;
  maxLength: number;
  /** Grid columns (of 24) from the `sm` breakpoint up; half a row when left out. */
  span?: number;
}

/** What a screen's address modal takes from its caller. */
export interface AddressModalBaseProps<V extends AddressPointValues> {
  open: boolean;
  title: string;
  initial: V;
  saving: boolean;
  onCancel: () => void;
  /**
   * The whole form, hidden fields and what the map filled included, in the screen's own shape. Until its promise
   * answers, Save is busy and sends nothing more; it answers `false` when nothing was saved (refused, or not
   * valid), and the form can be sent again. After a save the caller closes the modal.
   */
  onSave: (values: V) => boolean | void | Promise<boolean | void>;
}

export interface AddressModalProps<V extends AddressPointValues> extends AddressModalBaseProps<V> {
  /** The typed fields, in the order shown; the map fills the ones named street, city, state, zip_code, country. */
  fields: AddressTextFieldSpec<V>[];
  /** More fields after the typed ones, in the same grid row (antd `Col`s; `Form.useFormInstance` reaches the form). */
  children?: ReactNode;
  /** True when `children` show latitude and longitude; otherwise the point is kept in hidden fields. */
  childrenShowPoint?: boolean;
  width?: number;
  /**
   * The map picker to open; the shared one unless a screen passes it from '@storedesk/shared/ui', where its
   * tests can stand in for Google (which cannot run in jsdom).
   */
  mapPicker?: ComponentType<MapPickerProps>;
}

/**
 * Counts the openings: it goes up each time `open` turns true. antd's form store merges what it held over new
 * initial values, so a form kept across openings showed the address opened before (issue 11); keyed by this,
 * each opening gets a form of its own.
 */
function useOpening(open: boolean): number {
  const [seen, setSeen] = useState({ open, opening: open ? 1 : 0 });
  if (seen.open !== open) {
    const next = { open, opening: open ? seen.opening + 1 : seen.opening };
    setSeen(next);
    return next.opening;
  }
  return seen.opening;
}

/**
 * Add or edit one address: a grid of typed fields and 'Pick on map', which opens the shared map picker; the
 * point it hands back fills street, city, state, zip and country and keeps the coordinates. Without a maps key
 * the picker says 'Error in loading maps' and the address is typed by hand. Each opening shows exactly
 * `initial` (a new address: empty), whatever was opened before.
 */
export function AddressModal<V extends AddressPointValues>(props: AddressModalProps<V>) {
  const opening = useOpening(props.open);
  return <AddressModalOpening<V> key={opening} {...props} />;
}

function AddressModalOpening<V extends AddressPointValues>({
  open,
  title,
  initial,
  saving,
  onCancel,
  onSave,
  fields,
  children,
  childrenShowPoint = false,
  width = 640,
  mapPicker: Picker = MapPicker,
}: AddressModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [mapOpen, setMapOpen] = useState(false);
  // Each opening is a component of its own, so one save per opening; the caller closes the modal after it.
  const save = useSubmit(
    async (values: V) => {
      if ((await onSave(values)) === false) throw new SubmitStopped();
    },
    { afterSuccess: 'leave' },
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const openMap = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMapOpen(true), MAP_OPEN_DELAY_MS);
  };
  const fillFromMap = (parts: MapAddressParts) => {
    const { latitude, longitude, ...text } = parts;
    // A part the geocoder does not know leaves what the user typed.
    const known = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== ''));
    form.setFieldsValue({ ...known, latitude, longitude } as Parameters<typeof form.setFieldsValue>[0]);
    setMapOpen(false);
  };

  return (
    <AppModal
      open={open}
      title={title}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={saving || save.busy}
      form={form}
      onOk={() => form.submit()}
      onCancel={onCancel}
      width={width}
      destroyOnHidden
    >
      <Form<V>
        // Named so its field ids do not clash with a customer form on the same page.
        name="address"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        // Hidden fields are not in onFinish's values when untouched, so read the whole store.
        onFinish={() => void save.run(form.getFieldsValue(true) as V)}
      >
        <Button onClick={openMap} style={{ marginBottom: 16 }}>
          {T.pickOnMap}
        </Button>
        <Row gutter={12}>
          {fields.map((field) => (
            <Col key={field.name} xs={24} sm={field.span ?? 12}>
              {/* A plain name: antd cannot narrow a field path of a generic form. */}
              <Form.Item name={field.name as string} label={field.label}>
                <Input maxLength={field.maxLength} />
              </Form.Item>
            </Col>
          ))}
          {children}
        </Row>
        {!childrenShowPoint && (
          <>
            <Form.Item name="latitude" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="longitude" hidden>
              <Input />
            </Form.Item>
          </>
        )}
      </Form>
      <Picker
        open={mapOpen}
        onClose={() => setMapOpen(false)}
        onPick={fillFromMap}
        initial={pointOf(initial)}
      />
    </AppModal>
  );
}

const pointOf = (values: AddressPointValues) =>
  typeof values.latitude === 'number' && typeof values.longitude === 'number'
    ? { latitude: values.latitude, longitude: values.longitude }
    : null;
