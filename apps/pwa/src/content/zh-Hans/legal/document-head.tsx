/**
 * The top of a Chinese legal document: its title, the date of the English version it follows (written out in
 * Chinese), and the line saying that the English version governs.
 */
export function DocumentHead({ title, updated }: { title: string; updated: string }) {
  const date = new Intl.DateTimeFormat('zh-Hans', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <>
      <h2>{title}</h2>
      <p className="legal-updated">
        最后更新：<time dateTime={updated}>{date}</time>
      </p>
      <p>本译文仅为方便您阅读而提供。如本译文与英文版本有任何不一致之处，以英文版本为准。</p>
    </>
  );
}
