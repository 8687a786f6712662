import type { ThemeConfig } from 'antd';

/**
 * The one antd theme of the app: the host and the standalone dev shell both use it, so a remote looks (and
 * passes the accessibility check) the same in both. Colours meet WCAG 2 AA contrast (4.5:1 for text) on white
 * and on antd's light greys:
 * - primary #0958d9 (antd blue-7): 6.2:1 with white, for primary buttons and links (antd's #1677ff is 4.1:1);
 * - secondary, tertiary and description text at 65% / 60% black (antd's 45% grey is 3.4:1);
 * - the preset tag colours ("green", "orange", "gold" ...) draw their text in the palette's 7th shade, too light
 *   on the tag's tinted background for several hues: those take a darker shade;
 * - danger (error) red #cf1322, and the "No data" of an empty table in readable grey.
 */
/**
 * Darker text shades for the preset tag colours. Each goes in as `green7` and `green-7`: antd keeps both spellings,
 * and with CSS variables both become `--ant-green-7`, so the old spelling would win over the new one alone.
 */
const TAG_TEXT_SHADES = {
  green: '#237804',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  cyan: '#006d75',
  volcano: '#ad2102',
  magenta: '#9e1068',
} as const;
const tagTextTokens = Object.fromEntries(
  Object.entries(TAG_TEXT_SHADES).flatMap(([hue, shade]) => [
    [`${hue}7`, shade],
    [`${hue}-7`, shade],
  ]),
);

export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Danger buttons and links, error texts: antd's #ff4d4f is 3.3:1 on white.
    colorError: '#cf1322',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...tagTextTokens,
  },
  components: {
    // "No data" in an empty table is text people read, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
