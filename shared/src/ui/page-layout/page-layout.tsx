import type { CSSProperties, ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** Test ids of the page's parts, for browser tests that check every screen has the one layout. */
export const PAGE_TEST_IDS = { page: 'page', header: 'page-header', title: 'page-title' } as const;

export interface PageBackLink {
  /** The screen to go back to (a path of this app). */
  to: string;
  label: string;
}

export interface PageLayoutProps {
  /** The screen's heading. Long text wraps, it never widens the page. */
  title: ReactNode;
  /** A line under the title, e.g. the day a dashboard shows. */
  subtitle?: ReactNode;
  /** A link back to where the person came from, before the title. */
  back?: PageBackLink;
  /** The screen's actions (buttons, a filter button, a date picker) on the right of the heading. */
  extra?: ReactNode;
  children?: ReactNode;
}

const TITLE_STYLE: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
// minWidth 0 lets the title block shrink and wrap beside the actions instead of pushing them off the page.
const HEADING_STYLE: CSSProperties = { minWidth: 0, flex: '1 1 320px' };

/**
 * Every screen's layout: a heading row (optional back link, title and subtitle on the left, actions on the right,
 * wrapping under the title when the row is narrow) and the content below it, 16 px apart. Lists, forms and
 * details use it alike, so every screen starts at the same place and looks the same.
 */
export function PageLayout({ title, subtitle, back, extra, children }: PageLayoutProps) {
  return (
    <Flex vertical gap={16} data-testid={PAGE_TEST_IDS.page} style={{ width: '100%', minWidth: 0 }}>
      <Flex data-testid={PAGE_TEST_IDS.header} justify="space-between" align="center" wrap gap={12}>
        <div style={HEADING_STYLE}>
          {back && (
            <Link to={back.to} style={{ display: 'inline-block', marginBottom: 4 }}>
              {back.label}
            </Link>
          )}
          <Typography.Title level={3} style={TITLE_STYLE} data-testid={PAGE_TEST_IDS.title}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {extra && (
          <Flex wrap gap={8} align="center">
            {extra}
          </Flex>
        )}
      </Flex>
      {children}
    </Flex>
  );
}
