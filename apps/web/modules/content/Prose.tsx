import styles from './Prose.module.css';

/**
 * Markdown rendered by the content API. The API sanitises it (allow-list) before it is stored, so it is set as HTML
 * here; nothing else may be passed in.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
