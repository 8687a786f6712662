import { fileNameFromDisposition } from '../api/stream-download';
import { formatBytes } from '../reports-texts';

describe('download helpers', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="sales_daily_2025-01-01_2025-01-31.xlsx"')).toBe(
      'sales_daily_2025-01-01_2025-01-31.xlsx',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''service%20list.xlsx")).toBe(
      'service list.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });

  it('says sizes in B, KB and MB', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(5 * 1024 * 1024)]).toEqual([
      '512 B',
      '1.5 KB',
      '5.0 MB',
    ]);
  });
});
