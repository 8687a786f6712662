import type { CSSProperties, ReactNode } from 'react';
import { Tooltip } from 'antd';
import { LOCKED_OPTION_MESSAGE } from '../../contracts/locked-option';

export interface LockedTooltipProps {
  /** The control is off because its record is locked for good (a completed booking ...). */
  locked: boolean;
  /** A whole area (a card's form) rather than one inline control. */
  block?: boolean;
  children: ReactNode;
}

const INLINE: CSSProperties = { display: 'inline-block', cursor: 'not-allowed' };
const BLOCK: CSSProperties = { display: 'block', cursor: 'not-allowed' };

/**
 * Spec 2 §6, spec 3 §5: a locked option says 'Contact Support Team To modify this Options' on hover. A disabled
 * control fires no mouse events, so the tooltip sits on a wrapper around it. Unlocked, the control is left as is.
 */
export function LockedTooltip({ locked, block, children }: LockedTooltipProps) {
  if (!locked) return <>{children}</>;
  const Wrapper = block ? 'div' : 'span';
  return (
    <Tooltip title={LOCKED_OPTION_MESSAGE}>
      <Wrapper data-locked="true" title={LOCKED_OPTION_MESSAGE} style={block ? BLOCK : INLINE}>
        {children}
      </Wrapper>
    </Tooltip>
  );
}
