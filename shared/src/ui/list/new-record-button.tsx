import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasPermission, type Permission } from '../../auth/permissions';
import { useSession } from '../../session/session-store';

export interface NewRecordButtonProps {
  /** Shown only to a role with this permission (the API refuses the others anyway). */
  permission: Permission;
  /** The create screen's address. */
  to: string;
  children: ReactNode;
}

/** A list's "New ..." button in its header: primary, to the create screen, for those who may create. */
export function NewRecordButton({ permission, to, children }: NewRecordButtonProps) {
  const role = useSession((state) => state.employee?.employee_type);
  const navigate = useNavigate();
  if (!hasPermission(role, permission)) return null;
  return (
    <Button type="primary" onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
