import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PLAN_TEXTS as T } from '../master-contract-texts';
import { planUrls } from '../urls';

/** An id that is not a plan of this store (or none): say so, with the way back. */
export function PlanNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={T.notFound}
      extra={<Button onClick={() => navigate(planUrls.list())}>{T.backToList}</Button>}
    />
  );
}
