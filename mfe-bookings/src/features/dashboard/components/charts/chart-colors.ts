import { HOURLY_CHANNELS, HOURLY_CHANNEL_LABELS } from '@storedesk/shared';

/** One colour per hourly channel, the same in the chart legend and wherever a channel is named. */
export const HOURLY_CHANNEL_COLORS = ['#1677ff', '#52c41a', '#722ed1', '#fa8c16'];
export const HOURLY_CHANNEL_NAMES = HOURLY_CHANNELS.map((channel) => HOURLY_CHANNEL_LABELS[channel]);
export const CATEGORY_COLORS = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#eb2f96'];
