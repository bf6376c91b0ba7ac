'use client';

import { useState } from 'react';
import type { ImageView } from './product-view';
import styles from './ProductGallery.module.css';

/** The main image with thumbnails that switch it; without JavaScript the first image shows. */
export function ProductGallery({ images }: { images: readonly ImageView[] }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return <div className={styles.placeholder}>No image available</div>;
  return (
    <div className={styles.gallery}>
      <img
        src={main.url}
        width={main.width}
        height={main.height}
        alt={main.alt}
        className={styles.main}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
              >
                <img src={image.url} width={72} height={72} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
