/**
 * The Hero Lookup page's explanation in Brazilian Portuguese: what a hero is sent, what the page shows and keeps, and the answers. `every` is how often the
 * page refreshes itself, in words.
 */
export function LookupAbout({ every }: { every: string }) {
  return (
    <>
      <h2 id="lookup-about-heading">Como funciona a consulta</h2>
      <p>
        Alguém escolheu você como herói: uma pessoa de confiança que deve ser avisada quando algo puder estar
        errado.
      </p>
      <p>
        Quando essa pessoa ativa uma emergência, ou quando um temporizador de segurança que ela programou
        chega ao fim antes que ela o pare, você recebe uma mensagem de texto com um código de acesso de 6
        caracteres. Digite esse código aqui.
      </p>
      <p>
        Você verá o status atual dela, os horários de início e de término do temporizador, a foto dela, os
        detalhes que ela informou (com quem está, o que está fazendo e onde) e links para o mapa de onde ela
        começou e de onde está agora.
      </p>
      <p>
        Esta aba guarda apenas o código de acesso que mostra, nunca o status, até que o status seja encerrado,
        você consulte outro código, toque em "Esquecer este código" ou feche a aba. Com os alertas ativados, o
        código fica guardado neste dispositivo até você desativá-los ou o status ser encerrado. O status
        mostra cada mudança assim que ela acontece (quando não consegue se manter conectado, ele se atualiza
        sozinho a cada {every}).
      </p>
      <p>
        Abaixo do status, você pode responder para que a pessoa e os outros heróis saibam que você viu, que
        está a caminho ou que ligou para os serviços de emergência. Quando você responde, este dispositivo
        guarda o nome que você informar (se informar) e um número aleatório que faz sua resposta mais recente
        substituir as anteriores.
      </p>
    </>
  );
}
