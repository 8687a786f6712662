import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { LOCKED_OPTION_MESSAGE } from '../../contracts/locked-option';
import { LockedTooltip } from '../index';

describe('LockedTooltip', () => {
  it('says to contact support on a locked, disabled control', async () => {
    render(
      <LockedTooltip locked>
        <Button disabled>Status</Button>
      </LockedTooltip>,
    );
    const wrapper = screen.getByTitle(LOCKED_OPTION_MESSAGE);
    expect(wrapper).toContainElement(screen.getByRole('button', { name: 'Status' }));
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LOCKED_OPTION_MESSAGE);
  });

  it('leaves an unlocked control alone', () => {
    render(
      <LockedTooltip locked={false}>
        <Button>Status</Button>
      </LockedTooltip>,
    );
    expect(screen.queryByTitle(LOCKED_OPTION_MESSAGE)).toBeNull();
    expect(LOCKED_OPTION_MESSAGE).toBe('Contact Support Team To modify this Options');
  });
});
