/**
 * The top of an Arabic legal document: its title, the date of the English version it follows (written out in
 * Arabic), and the line saying that the English version governs.
 */
export function DocumentHead({ title, updated }: { title: string; updated: string }) {
  const date = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <>
      <h2>{title}</h2>
      <p className="legal-updated">
        آخر تحديث: <time dateTime={updated}>{date}</time>
      </p>
      <p>
        نقدّم هذه الترجمة لتيسير الاطلاع عليها. إذا وُجد أي اختلاف بين هذه النسخة والنسخة الإنجليزية، فإن النسخة
        الإنجليزية هي التي يُعتدّ بها.
      </p>
    </>
  );
}
