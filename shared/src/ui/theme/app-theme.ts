import type { ThemeConfig } from 'antd';

/**
 * The one antd theme of the app: the host and the standalone dev shell both use it, so a remote looks (and
 * passes the accessibility check) the same in both. Colours meet WCAG 2 AA contrast (4.5:1 for text) on white
 * and on antd's light greys:
 * - primary #0958d9 (antd blue-7): 6.2:1 with white, for primary buttons and links (antd's #1677ff is 4.1:1);
 * - secondary, tertiary and description text at 65% / 60% black (antd's 45% grey is 3.4:1);
 * - the preset tag colours ("green", "orange", "gold" ...) draw their text in the palette's 7th shade, too light
 *   on the tag's tinted background for several hues: those take a darker shade.
 */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Tag text shades (the `<hue>7` tokens) on the `<hue>1` tag backgrounds.
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    magenta7: '#9e1068',
  },
};
