import { dayjs } from '../../format/dayjs-zone';
import { TYPED_DATE_TEXTS, typedDateProblem } from '../store-date-picker/typed-date';

const today = dayjs('2026-11-28');
const afterToday = (day: dayjs.Dayjs) => day.isAfter(today, 'day');

describe('typedDateProblem', () => {
  it('says a typed day after today is refused, in plain words', () => {
    expect(typedDateProblem('29/11/2026', afterToday)).toBe(TYPED_DATE_TEXTS.upToToday);
  });

  it('takes today and earlier, and an empty field', () => {
    expect(typedDateProblem('28/11/2026', afterToday)).toBeNull();
    expect(typedDateProblem('01/01/2020', afterToday)).toBeNull();
    expect(typedDateProblem('  ', afterToday)).toBeNull();
  });

  it('names the format for text that is not a date of it', () => {
    expect(typedDateProblem('31/02/2026', afterToday)).toBe(TYPED_DATE_TEXTS.format);
    expect(typedDateProblem('2026-11-01', afterToday)).toBe(TYPED_DATE_TEXTS.format);
  });
});
