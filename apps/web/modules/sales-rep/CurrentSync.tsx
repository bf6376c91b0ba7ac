import type { ActingFor } from '@/lib/session/view';
import { EndSyncButton } from './EndSyncButton';
import { salesRepTexts } from './texts';
import styles from './sales-rep.module.css';

/** Whom the representative acts for now, on the Switch Customer page, with End sync. */
export function CurrentSync({ actingFor }: { actingFor: ActingFor | undefined }) {
  return (
    <div className={styles.current}>
      <p>
        {salesRepTexts.actingFor}:{' '}
        <strong>
          {actingFor
            ? `${actingFor.practice ?? actingFor.email}${actingFor.practice ? ` (${actingFor.email})` : ''}`
            : salesRepTexts.notSynced}
        </strong>
      </p>
      {actingFor ? <EndSyncButton /> : null}
    </div>
  );
}
