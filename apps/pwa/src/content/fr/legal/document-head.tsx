/**
 * The top of a French legal document: its title, the date of the English version it follows (written out in
 * French), and the line saying that the English version governs.
 */
export function DocumentHead({ title, updated }: { title: string; updated: string }) {
  const date = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <>
      <h2>{title}</h2>
      <p className="legal-updated">
        Dernière mise à jour : <time dateTime={updated}>{date}</time>
      </p>
      <p>
        Cette traduction vous est fournie pour plus de commodité. En cas de divergence entre la présente
        version et la version anglaise, la version anglaise prévaut.
      </p>
    </>
  );
}
