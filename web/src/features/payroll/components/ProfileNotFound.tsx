import { Result } from 'antd';
import { PAYROLL_MESSAGES as M } from '../constants';

// 'Employee Profile Not Found - We couldn't find ...': the title, then the sentence under it.
const [title, text] = M.noEmployeeRecord.split(' - ') as [string, string];

/** The signed-in user's account has no employee record: nothing of theirs to show. */
export function ProfileNotFound() {
  return <Result status="info" title={title} subTitle={text} />;
}
