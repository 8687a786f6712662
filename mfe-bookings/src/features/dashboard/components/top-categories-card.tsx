import { Card, Empty } from 'antd';
import type { DashboardData } from '@storedesk/shared';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { topCategories } from '../dashboard-view-model';
import { CategoryDonut } from './lazy-charts';

export interface TopCategoriesCardProps {
  data: DashboardData;
}

/** The day's top categories by bookings, at most 7, as a donut. */
export function TopCategoriesCard({ data }: TopCategoriesCardProps) {
  const categories = topCategories(data);
  return (
    <Card title={T.topCategories} style={{ height: '100%' }}>
      {categories.length > 0 ? (
        <CategoryDonut categories={categories} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noneYet} />
      )}
    </Card>
  );
}
