import { isAdminRole } from '@ratelens/domain';
import { Link } from '../../components/ui/Link.tsx';
import { useUserData } from '../../app/services.tsx';

/** From a use case's assistant to its AI activity and evaluation set; shown to administrators only. */
export function AiAdminLinks({ useCaseId }: { useCaseId: string | undefined }) {
  const user = useUserData();
  if (!useCaseId || !isAdminRole(user.roleName)) return null;
  return (
    <nav className="ai-admin-links" aria-label="Assistant administration">
      <Link href={`/use-cases/${useCaseId}/ai-activity`}>AI activity</Link>
      <Link href={`/use-cases/${useCaseId}/down-voted-answers`}>Down-voted answers</Link>
    </nav>
  );
}
