import type { AuditEvent } from '@chairside/contracts';
import { formatDateTime } from '@/modules/orders/order-labels';
import orderStyles from '@/modules/orders/orders.module.css';

const actorKinds: Record<AuditEvent['actor']['kind'], string> = {
  customer: 'Customer',
  'sales-rep': 'Sales representative',
  staff: 'Customer service',
  worker: 'Automatic (REPLENISH)',
};

/** Who did what, for whom and when: the office's audit trail (issue 18), newest first. */
export function ActivityList({ events }: { events: AuditEvent[] }) {
  return (
    <table className={orderStyles.table} data-testid="activity-list">
      <caption className="visually-hidden">Account activity</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Who</th>
          <th scope="col">For</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} data-testid="activity-row">
            <td data-label="When">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </td>
            <td data-label="What" className={orderStyles.wide}>
              {event.summary}
            </td>
            <td data-label="Who">
              {event.actor.email ?? actorKinds[event.actor.kind]}
              {event.actor.email ? <span className={orderStyles.placedBy}>{actorKinds[event.actor.kind]}</span> : null}
            </td>
            <td data-label="For">{event.subject_email ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
