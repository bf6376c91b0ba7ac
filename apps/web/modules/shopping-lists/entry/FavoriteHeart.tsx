'use client';

import { useState, useTransition } from 'react';
import { toggleFavoriteAction } from '@/modules/shopping-lists/actions';
import { toast } from '@/modules/toasts/toast';
import { entryTexts } from './texts';
import styles from './entry.module.css';

interface Props {
  sku: string;
  /** What the heart is for, as its name says it: the product, and its unit where it has several. */
  label: string;
  /** Whether the sku is in the customer's Favorites, as the server rendered it. */
  favorite: boolean;
}

/**
 * Toggles one sku in the customer's Favorites list. The heart changes at once and goes back, with
 * an error toast, when the API did not take the change.
 */
export function FavoriteHeart({ sku, label, favorite }: Props) {
  const [on, setOn] = useState(favorite);
  // A newer server render (after another heart for the same sku changed it) wins over local state.
  const [rendered, setRendered] = useState(favorite);
  const [pending, startTransition] = useTransition();
  if (rendered !== favorite) {
    setRendered(favorite);
    setOn(favorite);
  }

  function toggle() {
    if (pending) return;
    const before = on;
    setOn(!before);
    startTransition(async () => {
      const result = await toggleFavoriteAction(sku).catch(() => undefined);
      if (!result?.ok) {
        setOn(before);
        toast.error(result?.message || entryTexts.favoriteFailed(label));
        return;
      }
      setOn(result.favorite);
      toast.success(result.message);
    });
  }

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={on}
      aria-label={on ? entryTexts.removeFavorite(label) : entryTexts.addFavorite(label)}
      aria-busy={pending}
      onClick={toggle}
      data-testid="favorite-heart"
      data-sku={sku}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.3 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
