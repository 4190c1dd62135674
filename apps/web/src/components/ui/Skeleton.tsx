import './Skeleton.css';

/** A grey placeholder block while content loads; hidden from assistive tech, which hears `label`. */
export function Skeleton({ label, height = '2.5rem' }: { label: string; height?: string }) {
  return (
    <div className="rl-skeleton" role="status" aria-label={label} style={{ height }}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
