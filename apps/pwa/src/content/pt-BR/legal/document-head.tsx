/**
 * The top of a Brazilian Portuguese legal document: its title, the date of the English version it follows (written
 * out in Portuguese), and the line saying that the English version governs.
 */
export function DocumentHead({ title, updated }: { title: string; updated: string }) {
  const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <>
      <h2>{title}</h2>
      <p className="legal-updated">
        Última atualização: <time dateTime={updated}>{date}</time>
      </p>
      <p>
        Esta tradução é oferecida para sua conveniência. Se houver alguma divergência entre esta versão e a
        versão em inglês, prevalece a versão em inglês.
      </p>
    </>
  );
}
