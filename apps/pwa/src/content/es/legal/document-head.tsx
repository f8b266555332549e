/**
 * The top of a Spanish legal document: its title, the date of the English version it follows (written out in
 * Spanish), and the line saying that the English version governs.
 */
export function DocumentHead({ title, updated }: { title: string; updated: string }) {
  const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <>
      <h2>{title}</h2>
      <p className="legal-updated">
        Última actualización: <time dateTime={updated}>{date}</time>
      </p>
      <p>
        Esta traducción se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la versión
        en inglés, prevalece la versión en inglés.
      </p>
    </>
  );
}
