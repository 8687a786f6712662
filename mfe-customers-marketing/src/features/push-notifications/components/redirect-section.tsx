import { Form, Select } from 'antd';
import type { PushRedirectType } from '@storedesk/shared';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import { REDIRECT_TYPES } from '../filter/push-options';
import { BookingNumberField, type BookingNumberFieldProps } from './booking-number-field';
import { SearchSelect, type SearchChoice } from './search-select';

export interface RedirectSectionProps {
  redirectType: PushRedirectType | undefined;
  /** The target search of the chosen type (not ORDER), run by the container. */
  targetKeyword: string;
  onTargetKeywordChange: (keyword: string) => void;
  targetOptions: SearchChoice[];
  searchingTargets: boolean;
  targetSearchMin: number;
  booking: BookingNumberFieldProps;
}

/** Where the notification opens (spec 2 §3): the redirect type and its target, a booking by its number. */
export function RedirectSection({
  redirectType,
  targetKeyword,
  onTargetKeywordChange,
  targetOptions,
  searchingTargets,
  targetSearchMin,
  booking,
}: RedirectSectionProps) {
  return (
    <>
      <Form.Item
        name="redirect_type"
        label={T.redirectType}
        rules={[{ required: true, message: T.redirectTypeMissing }]}
      >
        <Select
          aria-label={T.redirectType}
          options={REDIRECT_TYPES.map((t) => ({ value: t, label: T.redirectTypes[t] }))}
        />
      </Form.Item>
      {redirectType === 'ORDER' && (
        <Form.Item label={T.target.ORDER} extra={T.targetHint.ORDER}>
          <BookingNumberField {...booking} />
        </Form.Item>
      )}
      {redirectType && redirectType !== 'ORDER' && (
        <Form.Item name="redirect_target" label={T.target[redirectType]} extra={T.targetHint[redirectType]}>
          <SearchSelect
            label={T.target[redirectType]}
            keyword={targetKeyword}
            onKeywordChange={onTargetKeywordChange}
            options={targetOptions}
            searching={searchingTargets}
            minLength={targetSearchMin}
            tooShortText={T.searchTooShort(targetSearchMin)}
            noneText={T.searchNone}
          />
        </Form.Item>
      )}
    </>
  );
}
