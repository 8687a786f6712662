import {
  computeTotals,
  divRound,
  toPaise,
  toScaled,
  type TotalsPointsConfig,
} from '../../src/routes/cart/cart-totals';

/** Worked examples of the cart arithmetic (the formula is documented in cart-totals.ts). */
const GST = [{ type: 'PERCENTAGE', value: '18.000' }];
const line = (unitPrice: string | number, quantity = 1) => ({ unitPrice, quantity });

describe('decimal helpers', () => {
  it('reads decimals exactly and rounds half up', () => {
    expect(toPaise('1299.00')).toBe(129900);
    expect(toPaise(0.1)).toBe(10);
    expect(toPaise('10.005')).toBe(1001);
    expect(toPaise('10.004')).toBe(1000);
    expect(toScaled('18.125', 3)).toBe(18125);
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(4, 3)).toBe(1);
  });
});

describe('sub total and tax', () => {
  it('adds line prices times quantities without float drift', () => {
    // 0.1 x 3 would be 0.30000000000000004 in float; paise keep it exact.
    const t = computeTotals({ lines: [line('0.10', 3), line('0.20')], taxes: [] });
    expect(t.lineTotals).toEqual([0.3, 0.2]);
    expect(t.sub_total).toBe(0.5);
    expect(t.total).toBe(0.5);
  });

  it('applies a percentage tax on the taxable amount: 2 x 499.50 at 18% = 999.00 + 179.82', () => {
    const t = computeTotals({ lines: [line('499.50', 2)], taxes: GST });
    expect(t.sub_total).toBe(999);
    expect(t.tax).toBe(179.82);
    expect(t.total).toBe(1178.82);
  });

  it('rounds each percentage tax half up to the paisa: 9% of 10.50 = 0.945 -> 0.95, twice', () => {
    const t = computeTotals({
      lines: [line('10.50')],
      taxes: [
        { type: 'PERCENTAGE', value: '9' },
        { type: 'PERCENTAGE', value: '9' },
      ],
    });
    expect(t.tax).toBe(1.9);
    expect(t.total).toBe(12.4);
  });

  it('adds a FIXED tax once per booking, and not on a zero taxable amount', () => {
    const t = computeTotals({ lines: [line('100', 3)], taxes: [{ type: 'FIXED', value: '25.50' }, ...GST] });
    expect(t.tax).toBe(25.5 + 54);
    expect(t.total).toBe(379.5);
    const empty = computeTotals({ lines: [], taxes: [{ type: 'FIXED', value: '25.50' }] });
    expect(empty.tax).toBe(0);
    expect(empty.total).toBe(0);
  });

  it('supports a three-decimal rate: 12.345% of 1000.00 = 123.45', () => {
    const t = computeTotals({ lines: [line('1000')], taxes: [{ type: 'PERCENTAGE', value: '12.345' }] });
    expect(t.tax).toBe(123.45);
  });
});

describe('discount', () => {
  const lines = [line('1000')];

  it('VALUE takes the amount off before tax: 1000 - 100 = 900, 18% = 162, total 1062', () => {
    const t = computeTotals({ lines, taxes: GST, discount: { type: 'VALUE', value: 100 } });
    expect(t.discount_value).toBe(100);
    expect(t.discount_applied).toBe(true);
    expect(t.tax).toBe(162);
    expect(t.total).toBe(1062);
  });

  it('VALUE 0 is the default and changes nothing', () => {
    const t = computeTotals({ lines, taxes: [], discount: { type: 'VALUE', value: 0 } });
    expect(t.discount_value).toBe(0);
    expect(t.discount_applied).toBe(true);
    expect(t.total).toBe(1000);
  });

  it('VALUE equal to the sub total is allowed; above it is not applied', () => {
    expect(computeTotals({ lines, taxes: [], discount: { type: 'VALUE', value: 1000 } }).total).toBe(0);
    const over = computeTotals({ lines, taxes: GST, discount: { type: 'VALUE', value: 1000.01 } });
    expect(over.discount_value).toBe(0);
    expect(over.discount_applied).toBe(false);
    expect(over.total).toBe(1180);
  });

  it('PERCENTAGE of the sub total, rounded: 12.5% of 999.99 = 124.99875 -> 125.00', () => {
    const t = computeTotals({
      lines: [line('999.99')],
      taxes: [],
      discount: { type: 'PERCENTAGE', value: 12.5 },
    });
    expect(t.discount_value).toBe(125);
    expect(t.total).toBe(874.99);
  });

  it('PERCENTAGE 100 is allowed; above 100 is not applied', () => {
    expect(computeTotals({ lines, taxes: GST, discount: { type: 'PERCENTAGE', value: 100 } }).total).toBe(0);
    const over = computeTotals({ lines, taxes: [], discount: { type: 'PERCENTAGE', value: 100.5 } });
    expect(over.discount_applied).toBe(false);
    expect(over.discount_value).toBe(0);
    expect(over.total).toBe(1000);
  });
});

describe('points', () => {
  // 10 points are worth 1.00; orders 500..5000 may use at most 300 points.
  const config: TotalsPointsConfig = {
    uom: { points: 10, currency: 1 },
    usage_condition: [{ customer_group: '', order_value_min: 500, order_value_max: 5000, points_cap: 300 }],
  };

  it('converts points to money with the uom: 200 points = 20.00, taken before tax', () => {
    const t = computeTotals({
      lines: [line('1000')],
      taxes: GST,
      points: { requested: 200, available: 1000, config },
    });
    expect(t.points_used).toBe(200);
    expect(t.discount_by_points).toBe(20);
    expect(t.tax).toBe(176.4); // 18% of 980
    expect(t.total).toBe(1156.4);
  });

  it('caps by the usage condition and by the customer balance', () => {
    const capped = computeTotals({
      lines: [line('1000')],
      taxes: [],
      points: { requested: 900, available: 1000, config },
    });
    expect(capped.points_used).toBe(300);
    expect(capped.discount_by_points).toBe(30);
    const poor = computeTotals({
      lines: [line('1000')],
      taxes: [],
      points: { requested: 250, available: 40, config },
    });
    expect(poor.points_used).toBe(40);
    expect(poor.discount_by_points).toBe(4);
  });

  it('uses no points when the order value matches no usage condition', () => {
    const small = computeTotals({
      lines: [line('499')],
      taxes: [],
      points: { requested: 100, available: 1000, config },
    });
    expect(small.points_used).toBe(0);
    expect(small.total).toBe(499);
  });

  it('without usage conditions, never uses more points than the order is worth', () => {
    const t = computeTotals({
      lines: [line('5.55')],
      taxes: [],
      points: {
        requested: 1000,
        available: 1000,
        config: { uom: { points: 10, currency: 1 }, usage_condition: [] },
      },
    });
    expect(t.points_used).toBe(55);
    expect(t.discount_by_points).toBe(5.5);
    expect(t.total).toBe(0.05);
  });

  it('uses no points without a points config', () => {
    const t = computeTotals({
      lines: [line('100')],
      taxes: [],
      points: { requested: 50, available: 50, config: null },
    });
    expect(t.points_used).toBe(0);
  });

  it('a group condition applies only to members of that group', () => {
    const groupOnly: TotalsPointsConfig = {
      uom: { points: 1, currency: '0.50' },
      usage_condition: [{ customer_group: 'gold', order_value_min: 0, order_value_max: 0, points_cap: 100 }],
    };
    const member = computeTotals({
      lines: [line('100')],
      taxes: [],
      points: { requested: 10, available: 10, config: groupOnly, customerGroups: ['gold'] },
    });
    expect(member.discount_by_points).toBe(5);
    const other = computeTotals({
      lines: [line('100')],
      taxes: [],
      points: { requested: 10, available: 10, config: groupOnly, customerGroups: [] },
    });
    // No condition applies to this customer: no cap from conditions.
    expect(other.points_used).toBe(10);
  });
});

describe('delivery cost', () => {
  it('adds the delivery type price below the cutoff and nothing at or above it', () => {
    const delivery = { price: '49.00', cutoffPrice: '500.00' };
    expect(computeTotals({ lines: [line('499.99')], taxes: [], delivery }).delivery_cost).toBe(49);
    expect(computeTotals({ lines: [line('499.99')], taxes: [], delivery }).total).toBe(548.99);
    expect(computeTotals({ lines: [line('500')], taxes: [], delivery }).delivery_cost).toBe(0);
  });

  it('a cutoff of 0 means the price always applies; delivery is not taxed', () => {
    const t = computeTotals({ lines: [line('10000')], taxes: GST, delivery: { price: 99, cutoffPrice: 0 } });
    expect(t.delivery_cost).toBe(99);
    expect(t.tax).toBe(1800);
    expect(t.total).toBe(11899);
  });
});

describe('everything together', () => {
  it('3 x 333.33 with 10% off, 100 points, 18% + 2.5 fixed tax and 40 delivery', () => {
    const t = computeTotals({
      lines: [line('333.33', 3)],
      taxes: [...GST, { type: 'FIXED', value: '2.50' }],
      discount: { type: 'PERCENTAGE', value: 10 },
      points: {
        requested: 100,
        available: 500,
        config: { uom: { points: 10, currency: 1 }, usage_condition: [] },
      },
      delivery: { price: 40, cutoffPrice: 1000 },
    });
    expect(t.sub_total).toBe(999.99);
    expect(t.discount_value).toBe(100); // 99.999 -> 100.00
    expect(t.discount_by_points).toBe(10);
    expect(t.taxable).toBe(889.99);
    expect(t.tax).toBe(162.7); // 160.1982 -> 160.20, + 2.50
    expect(t.delivery_cost).toBe(40);
    expect(t.total).toBe(1092.69);
  });
});
