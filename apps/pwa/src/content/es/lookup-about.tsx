/**
 * The Hero Lookup page's explanation in Spanish: what a hero is sent, what the page shows and keeps, and the answers. `every` is how often the
 * page refreshes itself, in words.
 */
export function LookupAbout({ every }: { every: string }) {
  return (
    <>
      <h2 id="lookup-about-heading">Cómo funciona la consulta</h2>
      <p>
        Alguien te eligió como su héroe: un contacto de confianza al que quiere avisar cuando algo pueda andar
        mal.
      </p>
      <p>
        Cuando activa una emergencia, o cuando un temporizador de seguridad que programó termina antes de que
        lo detenga, recibes un mensaje de texto con un código de acceso de 6 caracteres. Ingresa ese código
        aquí.
      </p>
      <p>
        Verás su estado actual, la hora de inicio y de fin de su temporizador, su foto, los datos que dio (con
        quién está, qué está haciendo y dónde) y enlaces al mapa de dónde empezó y de dónde está ahora.
      </p>
      <p>
        Esta pestaña guarda solo el código de acceso que muestra, nunca el estado, hasta que el estado
        termine, consultes otro, toques "Olvidar este código" o cierres la pestaña. Con las alertas activadas,
        el código se guarda en este dispositivo hasta que las desactives o el estado termine. El estado
        muestra cada cambio en cuanto ocurre (si no puede mantenerse conectado, se actualiza solo cada {every}
        ).
      </p>
      <p>
        Debajo del estado puedes dar una respuesta, para que esa persona y los demás héroes sepan que lo
        viste, que vas en camino o que llamaste a los servicios de emergencia. Cuando respondes, este
        dispositivo recuerda el nombre que indiques (si lo indicas) y un número al azar que hace que tu última
        respuesta reemplace a las anteriores.
      </p>
    </>
  );
}
