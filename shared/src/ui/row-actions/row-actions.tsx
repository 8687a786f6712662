import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Link } from 'react-router-dom';

/**
 * The layout every list's Table takes, so that a row with its actions fits the content area at 1280 px with the
 * side menu open: compact rows, columns as wide as their content and no wider than the area (auto layout: text
 * wraps, long unbroken text is cut by CellText), and sideways scrolling only when even the wrapped columns do not
 * fit (a phone), with the actions column (actionsColumn) fixed on the right so it stays in view then too.
 */
export const LIST_TABLE_LAYOUT = {
  size: 'middle',
  tableLayout: 'auto',
  scroll: { x: true },
} as const;

/** A list's last column: the row's actions, fixed on the right. */
export function actionsColumn<Row>(title: ReactNode, render: (row: Row) => ReactNode): ColumnType<Row> {
  return { key: 'actions', title, fixed: 'right', render: (_, row) => render(row) };
}

const ACTIONS_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  whiteSpace: 'nowrap',
};

/** A row's actions (RowAction) side by side on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span style={ACTIONS_STYLE}>{children}</span>;
}

const TEXT_STYLE: CSSProperties = { paddingInline: 4 };
const LINK_STYLE: CSSProperties = { display: 'inline-block', paddingInline: 4, lineHeight: '24px' };
const ICON_LINK_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
};

export interface RowActionProps {
  /** What the action is called: its text, or the tooltip of an icon-only action. */
  label: string;
  /** The accessible name when it says which row, e.g. 'Delete Meera Iyer'; the label otherwise. */
  ariaLabel?: string;
  /** Makes the action icon-only, with the label as its tooltip. */
  icon?: ReactNode;
  /** A screen of this app: the action is a router link. */
  to?: string;
  /** The router link's state, e.g. the list page to come back to (useListAddress). */
  linkState?: unknown;
  /** An address elsewhere, opened in a new tab. */
  href?: string;
  onClick?: () => void;
  danger?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** The tooltip instead of the label, e.g. why the action is off. */
  tooltip?: ReactNode;
}

/**
 * One compact row action: a borderless text button or link, or an icon-only one with a tooltip. The accessible name
 * is ariaLabel (else the label) either way, so an action keeps its name when it turns into an icon.
 */
export function RowAction({
  label,
  ariaLabel = label,
  icon,
  to,
  linkState,
  href,
  onClick,
  danger,
  loading,
  disabled,
  tooltip,
}: RowActionProps) {
  let control: ReactElement;
  if (to !== undefined && !disabled) {
    control = (
      <Link to={to} state={linkState} aria-label={ariaLabel} style={icon ? ICON_LINK_STYLE : LINK_STYLE}>
        {icon ?? label}
      </Link>
    );
  } else {
    control = (
      <Button
        type="link"
        size="small"
        danger={danger}
        loading={loading}
        disabled={disabled}
        href={href}
        target={href ? '_blank' : undefined}
        rel={href ? 'noopener noreferrer' : undefined}
        onClick={onClick}
        aria-label={ariaLabel}
        icon={icon}
        style={icon ? undefined : TEXT_STYLE}
      >
        {icon ? null : label}
      </Button>
    );
  }
  const title = tooltip ?? (icon ? label : undefined);
  if (!title) return control;
  // A disabled button swallows hover, so its tooltip sits on a wrapper.
  return <Tooltip title={title}>{disabled ? <span>{control}</span> : control}</Tooltip>;
}

export interface CellTextProps {
  children: string;
  /** Where the text is cut with an ellipsis; the whole text is the title (shown on hover). */
  maxWidth: number;
  type?: 'secondary';
  /** How many lines the text may wrap onto before it is cut (a name); one line by default (a slug, an e-mail). */
  lines?: number;
  /** Makes the text a link to this screen of the app (a row's name that opens it). */
  to?: string;
  /** The link's state, e.g. the list page to come back to (useListAddress). */
  linkState?: unknown;
}

const ONE_LINE: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** Up to `lines` lines, broken anywhere (even inside an unbroken word), then cut with an ellipsis. */
const clamped = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/**
 * Long text of a cell, never wider than maxWidth: on one line (an e-mail address, a URL slug) or wrapped onto a few
 * (a name), cut with an ellipsis after that, the whole text in its tooltip (title).
 */
export function CellText({ children, maxWidth, type, lines = 1, to, linkState }: CellTextProps) {
  const style: CSSProperties = { ...(lines > 1 ? clamped(lines) : ONE_LINE), maxWidth };
  if (to !== undefined)
    return (
      <Link to={to} state={linkState} title={children} style={style}>
        {children}
      </Link>
    );
  // antd's Typography sets its own -webkit-line-clamp (none without its ellipsis), so wrapped text is a plain span.
  if (lines > 1)
    return (
      <span title={children} style={style}>
        {children}
      </span>
    );
  return (
    <Typography.Text type={type} title={children} style={style}>
      {children}
    </Typography.Text>
  );
}

export interface DeleteRowActionProps {
  /** The list's word for it, e.g. 'Delete'. */
  label: string;
  /** Which row, for the accessible name: 'Delete Meera Iyer'. */
  rowName: string;
  deleting?: boolean;
  onDelete?: () => void;
}

/** A row's Delete: the danger action every list has, named after its row. */
export function DeleteRowAction({ label, rowName, deleting, onDelete }: DeleteRowActionProps) {
  return (
    <RowAction label={label} ariaLabel={`${label} ${rowName}`} danger loading={deleting} onClick={onDelete} />
  );
}
