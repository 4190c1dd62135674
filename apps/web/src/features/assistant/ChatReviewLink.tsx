import { USE_CASE_IDS } from '@ratelens/domain';
import { Link } from '../../components/ui/Link.tsx';

/** From user management to the SPEC §2 review of a member's chats (Competitive Intelligence assistant). */
export function ChatReviewLink({ email, name }: { email: string; name: string }) {
  return (
    <Link
      href={`/use-cases/${USE_CASE_IDS.compIntel}/user-chat-session/${encodeURIComponent(email)}`}
      aria-label={`Chats of ${name}`}
    >
      Chats
    </Link>
  );
}
