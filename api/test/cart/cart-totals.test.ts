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

  it('a balance given as null (a booking: taken later in its transaction) does not cut the points here', () => {
    const t = computeTotals({
      lines: [line('1000')],
      taxes: [],
      points: { requested: 300, available: null, config: { ...config, usage_condition: [] } },
    });
    expect(t.points_used).toBe(300);
    expect(t.discount_by_points).toBe(30);
  });
});

describe('points usage conditions (the seeded rules: 1 point = 1.00; ALL 499-4999 cap 200, ALL 5000-50000 cap 500)', () => {
  const seeded: TotalsPointsConfig = {
    uom: { points: 1, currency: 1 },
    usage_condition: [
      { customer_group: 'ALL', order_value_min: 499, order_value_max: 4999, points_cap: 200 },
      { customer_group: 'ALL', order_value_min: 5000, order_value_max: 50000, points_cap: 500 },
    ],
  };
  const spend = (amount: string, requested: number, config = seeded, customerGroups: string[] = []) =>
    computeTotals({
      lines: [line(amount)],
      taxes: GST,
      points: { requested, available: 500, config, customerGroups },
    });

  it("an 899.00 order with 500 points requested uses 200 (the 'ALL' cap), worth 200.00", () => {
    const t = spend('899', 500);
    expect(t.points_used).toBe(200);
    expect(t.discount_by_points).toBe(200);
    expect(t.taxable).toBe(699);
    expect(t.tax).toBe(125.82); // 18% of 699
    expect(t.total).toBe(824.82);
  });

  it('both ends of a range are included', () => {
    expect(spend('499', 500).points_used).toBe(200);
    expect(spend('4999', 500).points_used).toBe(200);
    expect(spend('5000', 500).points_used).toBe(500);
  });

  it('an order below every range (498.99) may use no points: no condition applies', () => {
    const t = spend('498.99', 500);
    expect(t.points_used).toBe(0);
    expect(t.discount_by_points).toBe(0);
    expect(t.total).toBe(588.81); // 498.99 + 18%
  });

  it('an order between two ranges (4999.50) may use no points either', () => {
    expect(spend('4999.50', 500).points_used).toBe(0);
  });

  it('the range is checked against the order value after the discount', () => {
    const t = computeTotals({
      lines: [line('600')],
      taxes: [],
      discount: { type: 'VALUE', value: 150 },
      points: { requested: 100, available: 500, config: seeded },
    });
    // 600 - 150 = 450 is below 499: no points.
    expect(t.points_used).toBe(0);
  });

  it("'ALL' matches whatever the case or spacing the settings saved, and an empty group counts as 'ALL'", () => {
    const variant = (group: string): TotalsPointsConfig => ({
      ...seeded,
      usage_condition: [{ ...seeded.usage_condition[0], customer_group: group }],
    });
    expect(spend('899', 500, variant(' all ')).points_used).toBe(200);
    expect(spend('899', 500, variant('')).points_used).toBe(200);
  });

  describe('a condition for one customer group', () => {
    const GOLD = '0a0a0a0a-0000-4000-8000-000000000001';
    const goldOnly: TotalsPointsConfig = {
      uom: { points: 1, currency: '0.50' },
      usage_condition: [{ customer_group: GOLD, order_value_min: 0, order_value_max: 0, points_cap: 100 }],
    };

    it('applies to a member: 100 points at 0.50 each = 50.00 off', () => {
      const t = spend('1000', 300, goldOnly, [GOLD]);
      expect(t.points_used).toBe(100);
      expect(t.discount_by_points).toBe(50);
    });

    it('does not apply to a non-member, who then may use no points', () => {
      expect(spend('1000', 300, goldOnly, ['another-group']).points_used).toBe(0);
      expect(spend('1000', 300, goldOnly, []).points_used).toBe(0);
    });

    it("wins over an 'ALL' condition for its members; others keep the 'ALL' cap", () => {
      const both: TotalsPointsConfig = {
        ...seeded,
        usage_condition: [
          ...seeded.usage_condition,
          { customer_group: GOLD, order_value_min: 499, order_value_max: 4999, points_cap: 50 },
        ],
      };
      expect(spend('899', 500, both, [GOLD]).points_used).toBe(50);
      expect(spend('899', 500, both, []).points_used).toBe(200);
    });
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
